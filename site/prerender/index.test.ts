import { describe, expect, it } from 'vitest';
import { htmlFile, jsonFile, pageData } from './index.ts';

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
});
