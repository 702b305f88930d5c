import { describe, expect, it } from 'vitest';
import { PAGE_HTML_PLACE, withPageHtml } from './pageHtmlApart.ts';

describe("the page's own HTML, kept apart from the document Vike assembles", () => {
  const document = `<!DOCTYPE html><html><head><link rel="stylesheet" href="/a.css"></head><body><div id="root">${PAGE_HTML_PLACE}</div><script src="/a.js"></script></body></html>`;

  it('is put back in its place, the rest of the document as it was', () => {
    expect(withPageHtml(document, '<main><p>Join</p></main>')).toBe(
      '<!DOCTYPE html><html><head><link rel="stylesheet" href="/a.css"></head><body><div id="root"><main><p>Join</p></main></div><script src="/a.js"></script></body></html>',
    );
  });

  it('leaves a document as it came when no page HTML was kept apart', () => {
    expect(withPageHtml('<html><body><div id="root"></div></body></html>', undefined)).toBe('<html><body><div id="root"></div></body></html>');
  });

  it('fails when the document has no place for it, or more than one', () => {
    expect(() => withPageHtml('<html><body><div id="root"></div></body></html>', '<main></main>')).toThrow(/no place/);
    expect(() => withPageHtml(document.replace('</body>', `${PAGE_HTML_PLACE}</body>`), '<main></main>')).toThrow(/more than one place/);
  });
});
