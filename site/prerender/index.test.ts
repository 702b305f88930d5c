import { describe, expect, it } from 'vitest';
import { htmlFile, jsonUrl } from './index.ts';

describe('where pre-rendered pages are written', () => {
  it('puts a page in its own folder, a not-found page beside its locale home, as Vike does', () => {
    expect(htmlFile('/', false)).toBe('index.html');
    expect(htmlFile('/he/', false)).toBe('he/index.html');
    expect(htmlFile('/zh/api/login', false)).toBe('zh/api/login/index.html');
    expect(htmlFile('/404', true)).toBe('404.html');
    expect(htmlFile('/he/404', true)).toBe('he/404.html');
  });

  it("puts a page's data where Vike's client router asks for it", () => {
    expect(jsonUrl('/')).toBe('/index.pageContext.json');
    expect(jsonUrl('/he/')).toBe('/he/index.pageContext.json');
    expect(jsonUrl('/api/login')).toBe('/api/login/index.pageContext.json');
  });
});
