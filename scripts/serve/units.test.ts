// The pure helpers, on cases awkward to reach over HTTP.
import { describe, expect, it } from 'vitest';
import { matchesEtag } from './caching.ts';
import { negotiateEncoding } from './compression.ts';
import { contentTypeFor } from './contentTypes.ts';
import { canonicalPath } from './redirects.ts';
import { parseRequestUrl } from './parseRequestUrl.ts';

describe('negotiateEncoding', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['identity', null],
    ['gzip', 'gzip'],
    ['gzip, deflate, br', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=1.0, br;q=0.5', 'gzip'],
    ['gzip;q=0', null],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
  ])('%s → %s', (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });
});

describe('matchesEtag', () => {
  it('compares weakly and accepts lists and *', () => {
    expect(matchesEtag('W/"a-b"', 'W/"a-b"')).toBe(true);
    expect(matchesEtag('"a-b"', 'W/"a-b"')).toBe(true);
    expect(matchesEtag('"x", W/"a-b"', 'W/"a-b"')).toBe(true);
    expect(matchesEtag('*', 'W/"a-b"')).toBe(true);
    expect(matchesEtag('"a-c"', 'W/"a-b"')).toBe(false);
    expect(matchesEtag(undefined, 'W/"a-b"')).toBe(false);
  });
});

describe('canonicalPath', () => {
  const locales = ['he', 'zh'];
  it.each([
    ['/', '/'],
    ['/index.html', '/'],
    ['/he', '/he/'],
    ['/he/', '/he/'],
    ['/he.html', '/he/'],
    ['/he/index.html', '/he/'],
    ['/he/docs/', '/he/docs'],
    ['/docs/intro', '/docs/intro'],
    ['/a//b///', '/a/b'],
    ['/assets/app.js', '/assets/app.js'],
  ])('%s → %s', (from, to) => {
    expect(canonicalPath(from, locales)).toBe(to);
  });
});

describe('parseRequestUrl', () => {
  it('decodes the path and keeps the raw query', () => {
    expect(parseRequestUrl('/a%20b?q=%20')).toEqual({ ok: true, pathname: '/a b', query: '?q=%20' });
  });
  it.each(['/%E0%A4%A', '/%2e%2e/x', '/a/%2E/b', '/a%5Cb', '/a%00', 'x', '*'])('rejects %s', (url) => {
    expect(parseRequestUrl(url).ok).toBe(false);
  });
});

describe('contentTypeFor', () => {
  it('knows the site types and falls back to octet-stream', () => {
    expect(contentTypeFor('x.HTML').type).toBe('text/html; charset=utf-8');
    expect(contentTypeFor('a.mjs').type).toBe('text/javascript; charset=utf-8');
    expect(contentTypeFor('a.yml').type).toBe('application/yaml; charset=utf-8');
    expect(contentTypeFor('a.js.map').type).toBe('application/json; charset=utf-8');
    expect(contentTypeFor('a.png')).toEqual({ type: 'image/png', compressible: false });
    expect(contentTypeFor('a.wasm').type).toBe('application/wasm');
    expect(contentTypeFor('LICENSE').type).toBe('application/octet-stream');
  });
});
