import { describe, expect, it } from 'vitest';
import { htmlFile, jsonFile, pageData, pageSearchDocument, renderedBody } from './index.ts';

describe('where pre-rendered pages are written', () => {
  it('puts a page in its own folder, a not-found page beside its locale home, as Vike does', () => {
    expect(htmlFile('/', false)).toBe('index.html');
    expect(htmlFile('/he/', false)).toBe('he/index.html');
    expect(htmlFile('/zh/api/login', false)).toBe('zh/api/login/index.html');
    expect(htmlFile('/404', true)).toBe('404.html');
    expect(htmlFile('/he/404', true)).toBe('he/404.html');
  });

  it("puts a page's data where Vike's client router asks for it", () => {
    expect(jsonFile('/')).toBe('index.pageContext.json');
    expect(jsonFile('/he/')).toBe('he/index.pageContext.json');
    expect(jsonFile('/api/login')).toBe('api/login/index.pageContext.json');
  });

  it("takes a page's data from its HTML, and fails, naming the page, when the HTML has none", () => {
    const html = '<body><div id="root"></div><script id="vike_pageContext" type="application/json">{"locale":"he","data":{"html":"\\u003cp>"}}</script></body>';
    expect(JSON.parse(pageData(html, '/he/'))).toEqual({ locale: 'he', data: { html: '<p>' } });
    expect(() => pageData('<body></body>', '/he/api/login')).toThrow(/\/he\/api\/login/);
  });

  it("makes a page's search document, and fails, naming the page and why, when its markup is not nested", () => {
    expect(pageSearchDocument('<main data-pagefind-body=""><p>Join</p></main>', 'en', '/docs/join')).toContain('<div>Join</div>');
    expect(pageSearchDocument('<main><p>Not found</p></main>', 'en', '/404')).toBeNull();
    const failing = () => pageSearchDocument('<main data-pagefind-body=""><p><b>Join</p></b></main>', 'en', '/docs/join');
    expect(failing).toThrow('Pre-rendering /docs/join: no search document could be made of its HTML');
    expect(() => {
      try {
        failing();
      } catch (error) {
        throw (error as Error).cause;
      }
    }).toThrow('searchDocument: </p> ends <b>');
  });
});

describe("what Vike's server answers a pre-rendered page", () => {
  it('is its HTML when the page rendered with the status it must have', () => {
    expect(renderedBody({ httpResponse: { statusCode: 200, body: '<html>' } }, '/api/login', 200)).toBe('<html>');
    expect(renderedBody({ httpResponse: { statusCode: 404, body: '<html>' } }, '/he/404', 404)).toBe('<html>');
  });

  it('fails the build, naming the page, when it threw or answered otherwise', () => {
    const thrown = new TypeError("Cannot read properties of undefined (reading 'replaceAll')");
    expect(() => renderedBody({ httpResponse: { statusCode: 500, body: '' }, errorWhileRendering: thrown }, '/zh/api/login', 200)).toThrow(
      expect.objectContaining({ message: 'Pre-rendering /zh/api/login failed', cause: thrown }),
    );
    expect(() => renderedBody({ httpResponse: { statusCode: 404, body: '' } }, '/api/gone', 200)).toThrow('Pre-rendering /api/gone answered 404, not 200');
    expect(() => renderedBody({ httpResponse: null }, '/he/', 200)).toThrow('Pre-rendering /he/ answered nothing, not 200');
  });
});
