import { describe, expect, it } from 'vitest';
import { searchDocument } from './searchDocument.ts';

const page = (main: string) => `<div id="root"><nav><a href="/">Navbar</a></nav><div class="columns"><aside>Sidebar</aside>${main}</div><footer>Footer</footer></div>`;

describe('searchDocument', () => {
  it('keeps the searchable element alone, nested elements of its kind and all, in an <html lang>', () => {
    const article = '<div class="home" data-pagefind-body="" data-pagefind-meta="group:pages"><div><h1>Build</h1><div>on <b>chain</b></div></div><p>Text</p></div>';
    expect(searchDocument(page(`${article}<div>after</div>`), 'he')).toBe(`<!DOCTYPE html><html lang="he"><head></head><body>${article}</body></html>`);
  });

  it('takes out the parts Pagefind ignores entirely, with what they hold, and keeps the rest', () => {
    const article =
      '<article data-pagefind-body="" data-pagefind-meta="method[data-method]" data-method="get">' +
      '<h1>Join a room</h1>' +
      '<section data-pagefind-ignore="all"><h2>Code samples</h2><section><pre>curl</pre></section></section>' +
      '<section><h2>Parameters</h2><code data-pagefind-ignore="">roomId</code></section>' +
      '<ul data-pagefind-ignore="all"><li><ul><li>nested</li></ul></li></ul>' +
      '</article>';
    expect(searchDocument(page(article), 'en')).toBe(
      '<!DOCTYPE html><html lang="en"><head></head><body>' +
      '<article data-pagefind-body="" data-pagefind-meta="method[data-method]" data-method="get"><h1>Join a room</h1>' +
      '<section><h2>Parameters</h2><code data-pagefind-ignore="">roomId</code></section></article>' +
      '</body></html>',
    );
  });

  it('gives nothing for a page without searchable content (not-found pages, blog lists)', () => {
    expect(searchDocument(page('<main><h1>Page Not Found</h1></main>'), 'en')).toBeUndefined();
  });

  it('fails, saying where, on markup whose searchable element is not closed', () => {
    expect(() => searchDocument('<article data-pagefind-body=""><p>cut off', 'en')).toThrow(/<article> at offset 0 is not closed/);
  });
});
