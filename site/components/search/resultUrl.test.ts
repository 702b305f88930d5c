import { describe, expect, it } from 'vitest';
import { resultUrl } from './resultUrl.ts';

describe('resultUrl', () => {
  const prefixes = ['he', 'zh'];

  it('drops the trailing slash Pagefind gives a page directory', () => {
    expect(resultUrl('/api/room-join-request-send/', prefixes)).toBe('/api/room-join-request-send');
    expect(resultUrl('/zh/docs/intro/', prefixes)).toBe('/zh/docs/intro');
    expect(resultUrl('/markdown-page/index.html', prefixes)).toBe('/markdown-page');
  });

  it('keeps the home pages as directories, and a heading anchor', () => {
    expect(resultUrl('/', prefixes)).toBe('/');
    expect(resultUrl('/he/', prefixes)).toBe('/he/');
    expect(resultUrl('/zh', prefixes)).toBe('/zh/');
    expect(resultUrl('/docs/intro/#getting-started', prefixes)).toBe('/docs/intro#getting-started');
  });
});
