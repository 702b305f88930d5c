import { describe, expect, it } from 'vitest';
import { info } from '../../../../tests/golden/market/info.ts';
import { routes } from '../../../../tests/golden/market/routes.ts';
import { readOperationPage } from '../../../pages/api/@slug/operationPage.ts';
import type { SchemaNode } from '../../../../generator/normalize/model.ts';
import { translator } from '../../../i18n/i18n.tsx';
import { buildSchemaView } from '../schema/index.ts';
import { longView } from '../../../../tests/fixtures/longView.ts';
import { LISTED_ONCE_ROWS } from '../schema/buildSchemaView.ts';
import { stringify, text } from './mdast.ts';
import { operationMarkdown } from './operationMarkdown.ts';
import { schemaBlocks } from './schemaList.ts';

// Golden files: the Markdown of every operation of the fixture spec (tests/fixtures/market, whose
// generated data is itself golden files), in tests/golden/markdown. `npx vitest run -u`
// rewrites them; review the diff.
const GOLDEN = 'tests/golden/market';
const slugs = Object.keys(routes);
const load = (slug: string) => readOperationPage(GOLDEN, routes[slug]!);

describe('operationMarkdown', () => {
  it.each(slugs)('matches the golden file of %s', async (slug) => {
    await expect(operationMarkdown(await load(slug), 'en', info)).toMatchFileSnapshot(`../../../../tests/golden/markdown/${slug}.md`);
  });

  it('labels in the reader\'s language, the spec\'s text and code as they are', async () => {
    const markdown = operationMarkdown(await load('list-items'), 'zh', info);
    expect(markdown).toContain('## 请求体');
    expect(markdown).toContain('`POST /orders`');
    expect(markdown).toContain('curl');
  });

  it('is Markdown that reads back as itself (nothing left to escape by hand)', async () => {
    const { unified } = await import('unified');
    const { default: remarkParse } = await import('remark-parse');
    const markdown = operationMarkdown(await load('list-items'), 'en', info);
    const tree = unified().use(remarkParse).parse(markdown);
    expect(tree.children[0]).toMatchObject({ type: 'heading', depth: 1 });
    expect(tree.children.some((node) => node.type === 'list')).toBe(true);
  });
});

describe('schemaBlocks', () => {
  it('names a long schema used again as listed above instead of listing it twice', () => {
    const fields = Array.from({ length: LISTED_ONCE_ROWS }, (_, i) => ({ name: `field${i}`, required: false, schema: { types: ['string' as const] } }));
    const schemas: Record<string, SchemaNode> = {
      User: { types: ['object'], properties: fields },
      Pair: { types: ['object'], properties: [{ name: 'buyer', required: true, schema: { ref: 'User' } }, { name: 'seller', required: true, schema: { ref: 'User' } }] },
    };
    const markdown = stringify(schemaBlocks(buildSchemaView({ ref: 'Pair' }, schemas, 'response', 'p'), translator('en'), [text('Body')]), 'en');
    expect(markdown).toContain('`seller` (`User`, required, listed above)');
    expect(markdown.match(/`field0`/g)).toHaveLength(1);
  });

  it('names a named schema that a long view cannot list as listed on its page', () => {
    const { outer, inner, schemas } = longView();
    const markdown = stringify(schemaBlocks(buildSchemaView({ ref: outer }, schemas, 'response', 'p'), translator('en'), [text('Body')]), 'en');
    expect(markdown).toContain(`\`inner\` (\`${inner}\`, required, listed on its page)`);
    expect(markdown.match(/`field2`/g)).toHaveLength(1);
  });
});
