import { gunzipSync } from 'node:zlib';
import * as pagefind from 'pagefind';
import { afterAll, describe, expect, it } from 'vitest';
import { generate } from '../../generator/generate.ts';
import { renderOperationArticle } from '../../site/components/api/operationArticle.tsx';
import { renderSchemaArticle } from '../../site/components/api/schemaArticle.tsx';
import { operationPages, schemaPages } from '../../tests/unit/operationPages.ts';
import { EXCLUDED, leanMarkup, searchDocument } from './searchDocument.ts';

const page = (main: string) => `<div id="root"><nav><a href="/">Navbar</a></nav><div class="columns"><aside>Sidebar</aside>${main}</div><footer>Footer</footer></div>`;
const document = (lang: string, body: string) => `<!DOCTYPE html><html lang="${lang}"><head></head><body>${body}</body></html>`;

describe('searchDocument', () => {
  it('keeps the searchable element alone, nested elements of its kind and all, in an <html lang>', () => {
    const article = '<div class="home" data-pagefind-body="" data-pagefind-meta="group:pages"><div><h1>Build</h1><div>on <b>chain</b></div></div><p>Text</p></div>';
    expect(searchDocument(page(`${article}<div>after</div>`), 'he')).toBe(
      document('he', '<div class="home" data-pagefind-body="" data-pagefind-meta="group:pages"><div><h1>Build</h1><div>on chain</div></div><div>Text</div></div>'),
    );
  });

  it('takes out the parts Pagefind ignores, with what they hold, and keeps the rest', () => {
    const article =
      '<article data-pagefind-body="" data-pagefind-meta="method[data-method]" data-method="get">' +
      '<h1>Join a room</h1>' +
      '<section data-pagefind-ignore="all"><h2>Code samples</h2><section><pre>curl</pre></section></section>' +
      '<section><h2>Parameters</h2><code data-pagefind-ignore="">roomId</code> <code>userId</code></section>' +
      '<ul data-pagefind-ignore="all"><li><ul><li>nested</li></ul></li></ul>' +
      '</article>';
    expect(searchDocument(page(article), 'en')).toBe(
      document('en', '<article data-pagefind-body="" data-pagefind-meta="method[data-method]" data-method="get"><h1>Join a room</h1><div><h2>Parameters</h2> userId</div></article>'),
    );
  });

  it('gives nothing for a page without searchable content (not-found pages, blog lists)', () => {
    expect(searchDocument(page('<main><h1>Page Not Found</h1></main>'), 'en')).toBeUndefined();
  });

  it('fails, saying where, on markup whose searchable element is not closed', () => {
    expect(() => searchDocument('<article data-pagefind-body=""><p>cut off', 'en')).toThrow(/<article> at offset 0 is not closed/);
  });
});

describe('leanMarkup', () => {
  it('keeps headings with their ids, images and the elements Pagefind reads attributes of; marks the other ids and sentence ends; drops the rest of the tags', () => {
    expect(leanMarkup('<h2 id="a" class="x">Title<a class="hash-link" href="#a">#</a></h2><p>One<br/>two <span id="s">three</span><img src="a.png" alt="A"></p><tr><th>Field</th><td>id</td></tr>')).toBe(
      '<h2 id="a">Title</h2><div>One two  three<img src="a.png" alt="A"></div>Field<div>id</div>',
    );
  });

  it('drops what Pagefind leaves out, with all it holds: its removed elements, ignored ones and the chrome of our components', () => {
    expect(leanMarkup('a<nav><a>b</a></nav>c<svg><path d="M0 0"/></svg>d<label>e</label>f<div data-pagefind-ignore=""><div>g</div></div>h<button class="copy-button">i</button>j')).toBe('acdfhj');
  });

  it('reads a quoted attribute that holds ">" as part of its tag, and leaves comments out', () => {
    expect(leanMarkup('<h3 title="a > b">x<!-- -->y</h3>')).toBe('<h3>xy</h3>');
  });

  it('fails, saying which, on an element not closed or closed by another', () => {
    expect(() => leanMarkup('<div><span>x</div>')).toThrow('</div> ends <span>');
    expect(() => leanMarkup('<section>x')).toThrow('<section> is not closed');
  });
});

/** Pagefind's files for `documents` (file, HTML), indexed on its own service, by path. */
async function pagefindFiles(documents: [file: string, html: string][], options: { excludeSelectors?: string[] } = {}): Promise<Map<string, Buffer>> {
  const { index } = await pagefind.createIndex(options);
  for (const [sourcePath, content] of documents) {
    const { errors } = await index!.addHTMLFile({ sourcePath, content });
    expect(errors).toEqual([]);
  }
  const { files } = await index!.getFiles();
  return new Map(files.map(({ path, content }) => [path, Buffer.from(content)]));
}

interface Fragment {
  url: string;
  anchors: { element: string }[];
}
/** The pages' fragments (what a result shows: its text, metadata, anchors), by URL. */
const fragments = (files: Map<string, Buffer>) =>
  new Map(
    [...files].filter(([file]) => file.startsWith('fragment/')).map(([, bytes]) => {
      const text = gunzipSync(bytes).toString('utf8');
      const fragment = JSON.parse(text.slice(text.indexOf('{'))) as Fragment;
      return [fragment.url, fragment];
    }),
  );

describe('the index Pagefind makes of the search documents', () => {
  afterAll(() => pagefind.close());

  it("is the one it makes of the pages: the same words, weights and positions, and the same texts and metadata in the results; of the anchors, the headings'", { timeout: 120_000 }, async () => {
    const { model } = await generate('spec/openapi.yaml', '/tmp/unused', { validateExamples: false });
    const articles: [file: string, lang: string, html: string][] = [];
    for (const page of operationPages(model).slice(0, 8)) {
      for (const lang of ['en', 'he'] as const) articles.push([`${lang}/api/${page.operation.slug}/index.html`, lang, await renderOperationArticle(page, lang)]);
    }
    for (const page of schemaPages(model).slice(0, 4)) articles.push([`api/schemas/${page.slug}/index.html`, 'en', await renderSchemaArticle(page, 'en', { count: 0, operations: [], groups: [] })]);
    // And markup of every kind a docs page may hold.
    articles.push([
      'docs/kinds/index.html',
      'en',
      '<article data-pagefind-body="" data-pagefind-meta="group:docs"><h1 id="rooms">Rooms <a class="hash-link" href="#rooms">#</a></h1><img src="/room.png" alt="A room">' +
        "<p>A <code>room</code>'s <strong>members</strong> chat.<br>Each one<!-- -->s joined</p><table><thead><tr><th>Field</th><th>Type</th></tr></thead>" +
        '<tbody><tr><td>id</td><td><code>string</code></td></tr></tbody></table><ol><li>First</li><li id="second">Second <span id="inline">step</span></li></ol><p>Hugging<code id="hug">words</code></p>' +
        '<dl><dt>Term</dt><dd>Definition</dd></dl><pre><code>curl https://example.com</code></pre><label>A label</label><svg viewBox="0 0 1 1"><path d="M0 0"/></svg>' +
        '<div data-pagefind-weight="3">Weighted words</div><span data-pagefind-meta="author">Ada</span><div data-pagefind-ignore="">Ignored words</div>' +
        '<nav class="pagination-nav"><a href="/next">Next page</a></nav><h2 title="a > b">A <em>quoted</em> heading</h2><blockquote><p>Quote</p></blockquote><hr>' +
        '<details><summary>More</summary>Folded text</details><button class="copy-button" aria-label="Copy">Copy</button></article>',
    ]);
    const pages = await pagefindFiles(
      articles.map(([file, lang, html]) => [file, document(lang, page(html))]),
      { excludeSelectors: EXCLUDED.map((name) => `.${name}`) },
    );
    const documents = await pagefindFiles(articles.map(([file, lang, html]) => [file, searchDocument(page(html), lang)!]));
    // The word index, byte for byte.
    const indexFiles = (files: Map<string, Buffer>) => [...files].filter(([file]) => file.startsWith('index/'));
    expect(indexFiles(documents).length).toBeGreaterThan(0);
    expect(new Map(indexFiles(documents))).toEqual(new Map(indexFiles(pages)));
    // Each page's fragment, of the anchors those of headings alone.
    const expected = fragments(pages);
    expect(expected.size).toBe(articles.length);
    for (const [url, fragment] of fragments(documents)) {
      const { anchors, ...rest } = expected.get(url)!;
      expect(fragment, url).toEqual({ ...rest, anchors: anchors.filter(({ element }) => /^h[1-6]$/.test(element)) });
    }
  });
});
