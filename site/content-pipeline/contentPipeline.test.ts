import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { codeColourStylesheet } from './codeTheme.ts';
import { compileMarkdown } from './compileMarkdown.ts';
import { BlogFrontMatter, ContentError, DocFrontMatter, parseFrontMatter } from './frontMatter.ts';
import { readingMinutes } from './readingTime.ts';
import { publicFiles } from './siteRoutes.ts';

const routes = new Set(['/docs/intro', '/api/login', '/']);
const files = new Set(['/img/logo.svg', '/files/rate limits.pdf', '/openapi.yaml']);
const localeFiles = new Set(['/llms.txt', '/docs/intro.md']);
const pagesByFile = new Map([
  ['docs/intro.md', '/docs/intro'],
  ['docs/tutorial-basics/x.md', '/docs/tutorial-basics/x'],
  ['blog/2024-01-02-news.md', '/blog/news'],
]);
const compile = (markdown: string, locale: 'en' | 'he' | 'zh' = 'en') =>
  compileMarkdown({ file: 'x.md', markdown, locale, routes, files, localeFiles, at: 'docs/tutorial-basics/x.md', pagesByFile });

describe('front matter', () => {
  it('parses and validates', () => {
    const { data, bodyLine } = parseFrontMatter('a.md', '---\ntitle: Hi\nsidebar_position: 2\n---\nBody\n', DocFrontMatter);
    expect(data).toEqual({ title: 'Hi', sidebar_position: 2 });
    expect(bodyLine).toBe(5);
  });

  it.each([
    ['no front matter', 'Body', 1, 'missing front matter'],
    ['a wrong type', '---\ntitle: Hi\nsidebar_position: two\n---\n', 3, 'sidebar_position'],
    ['an unknown key', '---\ntitle: Hi\ncolour: red\n---\n', 3, 'colour'],
    ['a missing title', '---\ndescription: x\n---\n', 1, 'title'],
    ['invalid YAML', '---\ntitle: [unclosed\n---\n', 2, 'not valid YAML'],
  ])('rejects %s with file and line', (_name, source, line, words) => {
    try {
      parseFrontMatter('docs/a.md', source, DocFrontMatter);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ContentError);
      expect((error as ContentError).line).toBe(line);
      expect((error as ContentError).message).toMatch(new RegExp(`^docs/a\\.md:${line}: .*${words}`));
    }
  });

  it('accepts only the four sample tags on posts', () => {
    expect(() => parseFrontMatter('p.md', '---\ntitle: T\nslug: t\nauthors: [maya]\ntags: [news]\n---\n', BlogFrontMatter)).toThrow(/p\.md:5: .*tags/);
  });
});

describe('compileMarkdown', () => {
  it('renders admonitions with default and custom titles, translated', async () => {
    const { html } = await compile(':::tip\nDo this.\n:::\n\n:::danger[Careful]\nNot that.\n:::\n');
    expect(html).toContain('<div role="note" class="admonition admonition-tip"><p class="admonition-heading">tip</p>');
    expect(html).toContain('<p class="admonition-heading">Careful</p>');
    expect((await compile(':::warning\nX\n:::', 'zh')).html).toContain('>警告<');
  });

  it('renders tabs as a tab list and panels', async () => {
    const { html } = await compile('::::tabs\n:::tab[npm]\nnpm i\n:::\n:::tab[yarn]\nyarn add\n:::\n::::\n');
    expect(html).toContain('role="tablist"');
    expect(html.match(/role="tab"/g)).toHaveLength(2);
    expect(html).toContain('aria-selected="true"');
    expect(html.match(/role="tabpanel"/g)).toHaveLength(2);
  });

  it('rejects an unknown directive and a tab without label, with the line', async () => {
    await expect(compile('\n\n:::sidebar\nx\n:::')).rejects.toThrow('x.md:3: unknown block ":::sidebar"');
    await expect(compile('::::tabs\n:::tab\nx\n:::\n::::')).rejects.toThrow('x.md:2: :::tab needs a label');
  });

  it('checks internal links and localizes them', async () => {
    const { html } = await compile('[a](/docs/intro) [b](/api/login#parameters) [c](https://example.com)', 'he');
    expect(html).toContain('href="/he/docs/intro"');
    expect(html).toContain('href="/he/api/login#parameters"');
    expect(html).toContain('href="https://example.com"');
    await expect(compile('Intro\n\nSee [x](/docs/missing).')).rejects.toThrow('x.md:3: broken link to "/docs/missing"');
    await expect(compile('[x][ref]\n\n[ref]: /docs/gone')).rejects.toThrow('x.md:3: broken link to "/docs/gone"');
  });

  it('reads a link whose text is a path or a URL left to right, in any page; other links keep the page\'s direction', async () => {
    const { html } = await compile('[/docs/intro](/docs/intro), <https://example.com/a>, [`/api/login`](/api/login), [API של הגרסה](/docs/intro), [the intro](/docs/intro)', 'he');
    expect(html).toContain('<a href="/he/docs/intro" dir="ltr">/docs/intro</a>');
    expect(html).toContain('<a href="https://example.com/a" dir="ltr">https://example.com/a</a>');
    expect(html).toContain('<a href="/he/api/login" dir="ltr"><code>/api/login</code></a>');
    expect(html).toContain('<a href="/he/docs/intro">API של הגרסה</a>');
    expect(html).toContain('<a href="/he/docs/intro">the intro</a>');
  });

  it('checks images and links to the files of site/public, which every locale shares', async () => {
    const { html, source } = await compile('![Logo](/img/logo.svg) [limits](/files/rate%20limits.pdf)', 'he');
    expect(html).toContain('<img src="/img/logo.svg" alt="Logo">');
    expect(html).toContain('href="/files/rate%20limits.pdf"');
    expect(source).toBe('![Logo](https://docs.buildonblockchain.dev/img/logo.svg) [limits](https://docs.buildonblockchain.dev/files/rate%20limits.pdf)');
    await expect(compile('Intro\n\n![Chart](/img/chart.png)')).rejects.toThrow('x.md:3: broken image "/img/chart.png": site/public has no such file');
    await expect(compile('![Page](/docs/intro)')).rejects.toThrow('x.md:1: broken image "/docs/intro"');
    await expect(compile('![Full](/img/100%.png)')).rejects.toThrow('x.md:1: broken image "/img/100%.png"');
    // Beside the Markdown, as Docusaurus allows: the pages' URLs would not resolve it.
    await expect(compile('Intro\n\n![Diagram](./diagram.png)')).rejects.toThrow('x.md:3: image "./diagram.png" is relative, which the pages\' URLs would not resolve: put the file in site/public');
    expect((await compile('![Remote](https://example.org/a.png) ![Inline](data:image/gif;base64,R0lGODlhAQABAAAAACw=)')).html).toContain('<img src="https://example.org/a.png" alt="Remote">');
  });

  it("links what the build writes: the spec's downloads once, llms.txt and a page's Markdown in the reader's locale", async () => {
    const { html, source } = await compile('[spec](/openapi.yaml), [for assistants](/llms.txt), [as Markdown](/docs/intro.md#servers)', 'he');
    expect(html).toContain('<a href="/openapi.yaml">spec</a>');
    expect(html).toContain('<a href="/he/llms.txt">for assistants</a>');
    expect(html).toContain('<a href="/he/docs/intro.md#servers">as Markdown</a>');
    expect(source).toBe('[spec](https://docs.buildonblockchain.dev/openapi.yaml), [for assistants](https://docs.buildonblockchain.dev/he/llms.txt), [as Markdown](https://docs.buildonblockchain.dev/he/docs/intro.md#servers)');
    await expect(compile('[x](/api/login.md)')).rejects.toThrow('x.md:1: broken link to "/api/login.md": no page has that path');
    await expect(compile('![llms](/llms.txt)')).rejects.toThrow('x.md:1: broken image "/llms.txt"');
  });

  it('leads a link to a Markdown file, relative to the one it is in, to the page that file makes, as Docusaurus does', async () => {
    const { html, source } = await compile('[intro](../intro.md#servers), [news](../../blog/2024-01-02-news.md), [here](x.md) and [elsewhere](https://example.org/a.md)', 'he');
    expect(html).toContain('<a href="/he/docs/intro#servers">intro</a>');
    expect(html).toContain('<a href="/he/blog/news">news</a>');
    expect(html).toContain('<a href="/he/docs/tutorial-basics/x">here</a>');
    expect(html).toContain('<a href="https://example.org/a.md">elsewhere</a>');
    expect(source).toBe('[intro](https://docs.buildonblockchain.dev/he/docs/intro#servers), [news](https://docs.buildonblockchain.dev/he/blog/news), [here](https://docs.buildonblockchain.dev/he/docs/tutorial-basics/x) and [elsewhere](https://example.org/a.md)');
    await expect(compile('Intro\n\n[gone](./gone.md)')).rejects.toThrow('x.md:3: broken link to "./gone.md": no page is made from docs/tutorial-basics/gone.md of the content');
  });

  it('checks a link relative to the page, as a browser resolves it, and writes it from the root in the reader\'s locale', async () => {
    // x.md makes /docs/tutorial-basics/x: beside it, /docs/tutorial-basics/…; above, /docs/….
    const { html, source } = await compile('[intro](../intro#servers), [the API](../../api/login) and [a question](?q=1)', 'he');
    expect(html).toContain('<a href="/he/docs/intro#servers">intro</a>');
    expect(html).toContain('<a href="/he/api/login">the API</a>');
    expect(html).toContain('<a href="?q=1">a question</a>');
    expect(source).toBe('[intro](https://docs.buildonblockchain.dev/he/docs/intro#servers), [the API](https://docs.buildonblockchain.dev/he/api/login) and [a question](?q=1)');
    await expect(compile('Intro\n\n[next](next-page)')).rejects.toThrow('x.md:3: broken link to "next-page" (/docs/tutorial-basics/next-page): no page has that path');
    await expect(compile('[rates](./rates.pdf)')).rejects.toThrow('x.md:1: broken link to "./rates.pdf" (/docs/tutorial-basics/rates.pdf): no page has that path');
  });

  it('knows the files of site/public by the paths the site serves them at', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'bob-public-'));
    try {
      mkdirSync(path.join(dir, 'img/team'), { recursive: true });
      for (const file of ['favicon.ico', 'img/logo.svg', 'img/team/maya.svg']) writeFileSync(path.join(dir, file), '');
      expect(publicFiles(dir)).toEqual(new Set(['/favicon.ico', '/img/logo.svg', '/img/team/maya.svg']));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('gives the Markdown as written, its links leading where the HTML leads, as absolute URLs', async () => {
    const { html, source } = await compile('\n\n[a](/docs/intro) [b](/api/login#parameters) [c](https://example.com) [d][ref] `[e](/docs/intro)`\n\n[ref]: /\n', 'he');
    expect(html).toContain('<a href="/he/">d</a>');
    expect(source).toBe(
      '[a](https://docs.buildonblockchain.dev/he/docs/intro) [b](https://docs.buildonblockchain.dev/he/api/login#parameters) [c](https://example.com) [d][ref] `[e](/docs/intro)`\n\n[ref]: https://docs.buildonblockchain.dev/he/',
    );
  });

  it('highlights code with shiki, with title, highlighted lines and a copy button', async () => {
    const { html } = await compile('```ts title="a.ts" {2}\nconst a = 1;\nconst b = 2;\n```');
    expect(html).toContain('<div class="code-title">a.ts</div>');
    expect(html).toContain('class="shiki');
    expect(html).toContain('--sd:');
    expect(html.match(/class="line highlighted"/g)).toHaveLength(1);
    expect(html).toContain('data-copy');
  });

  it('collects h2 and h3 into the table of contents, with anchors', async () => {
    const { toc, html } = await compile('# Title\n\n## One\n\n### One a\n\n#### Deep\n\n## Two');
    expect(toc).toEqual([
      { depth: 2, id: 'one', text: 'One' },
      { depth: 3, id: 'one-a', text: 'One a' },
      { depth: 2, id: 'two', text: 'Two' },
    ]);
    expect(html).toContain('<a href="#one" class="hash-link"');
  });

  it('cuts the excerpt at <!-- truncate --> and drops raw HTML', async () => {
    const { html, excerptHtml } = await compile('First.\n\n<!-- truncate -->\n\nSecond. <script>alert(1)</script>');
    expect(excerptHtml.trim()).toBe('<p>First.</p>');
    expect(html).toContain('Second.');
    expect(html).not.toContain('<script');
  });
});

describe('readingMinutes', () => {
  it('counts words, and Chinese characters at their own pace', () => {
    expect(readingMinutes('word '.repeat(600))).toBe(3);
    expect(readingMinutes('字'.repeat(900))).toBe(3);
    expect(readingMinutes('')).toBe(1);
  });
});

describe('highlighting', () => {
  it('raises the theme colours that miss 4.5:1 contrast to GitHub’s accessible shades', async () => {
    const { html } = await compile('```js\n// note\nconst a = 1;\n```');
    const stylesheet = await codeColourStylesheet();
    /** The stylesheet's rule for the class of the token starting with `text`. */
    const rule = (text: string) => {
      const className = new RegExp(`<span class="(t\\d+)">${text}`).exec(html)![1];
      return stylesheet.split('\n').find((line) => line.startsWith(`.shiki .${className}{`));
    };
    expect(rule('// note')).toContain('--sd:#8B949E'); // the dark comment colour, not #6A737D
    expect(rule('const')).toContain('--sl:#CF222E'); // the light keyword colour, not #D73A49
    expect(stylesheet).not.toMatch(/--sd:#6A737D|--sl:#D73A49/i);
  });
});
