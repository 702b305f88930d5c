import { describe, expect, it } from 'vitest';
import { info } from '../../../../tests/golden/market/info.ts';
import { sidebar } from '../../../../tests/golden/market/sidebar.ts';
import type { ApiInfo, ApiSidebar } from '../../../../generator/normalize/model.ts';
import { overviewMarkdown } from './overviewMarkdown.ts';

describe('overviewMarkdown', () => {
  it('matches the golden file of the fixture spec', async () => {
    await expect(overviewMarkdown(info, sidebar, 'en')).toMatchFileSnapshot('../../../../tests/golden/markdown/overview.md');
  });

  it('labels in the reader\'s language, the spec\'s names and URLs as they are', () => {
    const markdown = overviewMarkdown(info, sidebar, 'zh');
    expect(markdown).toContain('# Market fixture');
    expect(markdown).toContain('`https://{region}.api.example.org/v2`');
    expect(markdown).toMatch(/^## 服务器$/m);
    expect(markdown).toContain('/zh/api/ping.md');
  });

  it('puts each x-tagGroups section\'s heading above its groups, a level below', () => {
    const sectioned: ApiSidebar = [
      { ...sidebar[0]!, section: 'Trading' },
      { ...sidebar[1]!, section: 'Trading' },
      { ...sidebar[2]! },
    ];
    const headings = overviewMarkdown(info, sectioned, 'en').match(/^#{3,4} .*$/gm);
    expect(headings).toEqual(['### `bearer`: HTTP bearer token (JWT)', '### Trading', `#### ${sidebar[0]!.name}`, `#### ${sidebar[1]!.name}`, '### Other groups', `#### ${sidebar[2]!.name}`]);
  });

  it('is Markdown that reads back with every operation linked to its own Markdown', async () => {
    const { unified } = await import('unified');
    const { default: remarkParse } = await import('remark-parse');
    const { visit } = await import('unist-util-visit');
    const tree = unified().use(remarkParse).parse(overviewMarkdown(info, sidebar, 'en'));
    const links: string[] = [];
    visit(tree, 'link', (node) => void links.push(node.url));
    const slugs = sidebar.flatMap((group) => group.items.map((item) => item.slug));
    expect(links.filter((url) => url.includes('/api/')).map((url) => decodeURI(url.slice(url.indexOf('/api/') + 5, -3)))).toEqual(slugs);
  });

  it("states OAuth 2.0's flows with their URLs and scopes, and OpenID Connect's discovery URL", () => {
    const schemes: ApiInfo['securitySchemes'] = [
      {
        name: 'oauth',
        type: 'oauth2',
        flows: {
          implicit: { authorizationUrl: 'https://example.com/authorize', scopes: {} },
          authorizationCode: { authorizationUrl: 'https://example.com/authorize', tokenUrl: 'https://example.com/token', scopes: { read: 'Read access', write: '' } },
        },
      },
      { name: 'oidc', type: 'openIdConnect', openIdConnectUrl: 'https://example.com/.well-known/openid-configuration' },
    ];
    const markdown = overviewMarkdown({ ...info, securitySchemes: schemes }, sidebar, 'en');
    // The authorization code flow first, as readers meet them; a flow without scopes lists none.
    expect(markdown).toContain(
      [
        '### `oauth`: OAuth 2.0',
        '#### Authorization code flow',
        '- Authorization URL: `https://example.com/authorize`\n- Token URL: `https://example.com/token`',
        '**Scopes**',
        '- `read`: Read access\n- `write`',
        '#### Implicit flow',
        '- Authorization URL: `https://example.com/authorize`',
        '### `oidc`: OpenID Connect',
        '**Discovery URL**: `https://example.com/.well-known/openid-configuration`',
      ].join('\n\n'),
    );
  });

  it('links the terms of service when the spec gives a web address, and writes anything else as text', () => {
    expect(overviewMarkdown({ ...info, termsOfService: 'https://example.com/terms' }, sidebar, 'he')).toContain('\n- **תנאי שימוש**: [https://example.com/terms](https://example.com/terms)\n');
    expect(overviewMarkdown({ ...info, termsOfService: 'terms.html' }, sidebar, 'en')).toContain('\n- **Terms of service**: terms.html\n');
  });
});

