// End-to-end tests of the static server: a temporary site, a real server on a random port,
// real HTTP requests. fetch for the ordinary cases; node:http where the request must reach the
// server unnormalised (fetch resolves `..` and `%2e%2e` itself) or without Accept-Encoding.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from './server.ts';

const APP_JS = `export const answer = 42;\n${'console.log("compressible");\n'.repeat(200)}`;
const FILES: Record<string, string> = {
  'index.html': '<h1>home en</h1>',
  'docs/intro/index.html': '<h1>intro</h1>',
  'he/index.html': '<h1>home he</h1>',
  'zh/index.html': '<h1>home zh</h1>',
  '404.html': '<h1>not found en</h1>',
  'he/404.html': '<h1>not found he</h1>',
  'zh/404.html': '<h1>not found zh</h1>',
  'assets/app-abc123.js': APP_JS,
  'api/获取市场/index.html': '<h1>market</h1>',
  'openapi.yaml': 'openapi: 3.1.0\n',
  'guide.html': '<h1>guide (flat file)</h1>',
  'docs/intro/index.pageContext.json': '{"page":"intro"}',
  'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  'font.woff2': 'binary',
};

let root: string;
let outside: string;
let server: http.Server;
let base: string;

beforeAll(async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'serve-test-'));
  root = path.join(dir, 'client');
  outside = path.join(dir, 'secret.txt'); // A file next to the root that must never be served.
  writeFileSync(outside, 'secret');
  for (const [name, content] of Object.entries(FILES)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), content);
  }
  server = createServer({ root, locales: ['he', 'zh'] });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  rmSync(path.dirname(root), { recursive: true, force: true });
});

const get = (url: string, init: RequestInit = {}) => fetch(base + url, { redirect: 'manual', ...init });

/** A request sent exactly as written, with no Accept-Encoding unless given. */
function raw(rawPath: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const req = http.request(`${base}/`, { path: rawPath, headers, method }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('path mapping', () => {
  it.each([
    ['/', 'home en'],
    ['/docs/intro', 'intro'],
    ['/he/', 'home he'],
    ['/zh/', 'home zh'],
    ['/guide', 'guide (flat file)'],
    ['/api/获取市场', 'market'],
    ['/api/%E8%8E%B7%E5%8F%96%E5%B8%82%E5%9C%BA', 'market'],
  ])('%s → 200', async (url, text) => {
    const res = await get(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await res.text()).toContain(text);
  });

  it('serves exact files', async () => {
    const res = await get('/openapi.yaml');
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(FILES['openapi.yaml']);
    expect((await get('/docs/intro/index.pageContext.json')).status).toBe(200);
  });

  it('sends the whole file whatever the Range (sirv would misread a suffix range)', async () => {
    const res = await raw('/openapi.yaml', { Range: 'bytes=-5' });
    expect([res.status, res.body.toString()]).toEqual([200, FILES['openapi.yaml']]);
  });
});

describe('content types', () => {
  it.each([
    ['/openapi.yaml', 'application/yaml; charset=utf-8'],
    ['/assets/app-abc123.js', 'text/javascript; charset=utf-8'],
    ['/docs/intro/index.pageContext.json', 'application/json; charset=utf-8'],
    ['/favicon.svg', 'image/svg+xml; charset=utf-8'],
    ['/font.woff2', 'font/woff2'],
  ])('%s is %s', async (url, type) => {
    const res = await get(url);
    expect(res.headers.get('content-type')).toBe(type);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('redirects', () => {
  it.each([
    ['/index.html', '/'],
    ['/docs/intro/index.html', '/docs/intro'],
    ['/docs/intro.html', '/docs/intro'],
    ['/docs/intro/', '/docs/intro'],
    ['/he', '/he/'],
    ['/he/index.html', '/he/'],
    ['/zh', '/zh/'],
    ['/docs//intro', '/docs/intro'],
    ['//evil.example/', '/evil.example'], // Never a protocol-relative Location.
    ['/api/获取市场/', '/api/%E8%8E%B7%E5%8F%96%E5%B8%82%E5%9C%BA'],
  ])('%s → 301 %s', async (from, to) => {
    const res = await raw(encodeURI(from));
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe(to);
  });

  it('keeps the query string', async () => {
    const res = await get('/docs/intro/?a=1&b=%20');
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/docs/intro?a=1&b=%20');
    expect((await get('/he?x=y')).headers.get('location')).toBe('/he/?x=y');
  });

  it('does not redirect canonical URLs with a query', async () => {
    expect((await get('/docs/intro?x=1')).status).toBe(200);
  });
});

describe('not found', () => {
  it.each([
    ['/nope', 'not found en'],
    ['/docs/nope', 'not found en'],
    ['/he/nope', 'not found he'],
    ['/zh/docs/nope', 'not found zh'],
    ['/assets/missing.js', 'not found en'],
    ['/hebrew', 'not found en'], // A prefix of a path segment is not a locale.
    ['/404', 'not found en'], // The not-found page itself is never a 200.
    ['/he/404', 'not found he'],
  ])('%s → 404 with %s', async (url, text) => {
    const res = await get(url);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.text()).toContain(text);
  });

  it('falls back to plain text when the 404 page is missing', async () => {
    const bare = mkdtempSync(path.join(tmpdir(), 'serve-bare-'));
    const other = createServer({ root: bare });
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
    try {
      const res = await fetch(`http://127.0.0.1:${(other.address() as AddressInfo).port}/x`);
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
      expect(await res.text()).toContain('Not found');
    } finally {
      other.closeAllConnections();
      await new Promise((resolve) => other.close(resolve));
      rmSync(bare, { recursive: true, force: true });
    }
  });
});

describe('methods', () => {
  it('HEAD has headers but no body', async () => {
    const res = await raw('/docs/intro', {}, 'HEAD');
    expect(res.status).toBe(200);
    expect(res.headers['content-length']).toBe(String(Buffer.byteLength(FILES['docs/intro/index.html']!)));
    expect(res.body.length).toBe(0);
    const missing = await raw('/he/nope', {}, 'HEAD');
    expect(missing.status).toBe(404);
    expect(missing.body.length).toBe(0);
  });

  it.each(['POST', 'PUT', 'DELETE', 'OPTIONS'])('%s → 405 with Allow', async (method) => {
    const res = await get('/', { method });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, HEAD');
  });
});

describe('caching', () => {
  it('hashed assets are immutable, everything else no-cache', async () => {
    expect((await get('/assets/app-abc123.js')).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await get('/docs/intro')).headers.get('cache-control')).toBe('no-cache');
    expect((await get('/openapi.yaml')).headers.get('cache-control')).toBe('no-cache');
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await get('/docs/intro');
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const second = await get('/docs/intro', { headers: { 'If-None-Match': etag! } });
    expect(second.status).toBe(304);
    expect(second.headers.get('etag')).toBe(etag);
    expect(await second.text()).toBe('');
    const list = await get('/docs/intro', { headers: { 'If-None-Match': `"other", ${etag}` } });
    expect(list.status).toBe(304);
    expect((await get('/docs/intro', { headers: { 'If-None-Match': '"other"' } })).status).toBe(200);
  });
});

describe('compression', () => {
  it('gzips text when asked', async () => {
    const res = await raw('/assets/app-abc123.js', { 'Accept-Encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
    expect(res.body.length).toBeLessThan(APP_JS.length);
    expect(gunzipSync(res.body).toString()).toBe(APP_JS);
    // Again, from the cache.
    const again = await raw('/assets/app-abc123.js', { 'Accept-Encoding': 'gzip' });
    expect(gunzipSync(again.body).toString()).toBe(APP_JS);
  });

  it('prefers brotli when accepted', async () => {
    const res = await raw('/assets/app-abc123.js', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.body).toString()).toBe(APP_JS);
  });

  it('sends identity without Accept-Encoding, and never compresses binary types', async () => {
    const plain = await raw('/assets/app-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');
    expect(plain.body.toString()).toBe(APP_JS);
    const font = await raw('/font.woff2', { 'Accept-Encoding': 'gzip' });
    expect(font.headers['content-encoding']).toBeUndefined();
    expect(font.headers.vary).toBeUndefined();
  });

  it('HEAD of a compressed response has no body', async () => {
    const res = await raw('/assets/app-abc123.js', { 'Accept-Encoding': 'gzip' }, 'HEAD');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(Number(res.headers['content-length'])).toBeGreaterThan(0);
    expect(res.body.length).toBe(0);
  });
});

describe('bad and hostile paths', () => {
  it.each(['/%E0%A4%A', '/%', '/docs/%zz'])('%s (malformed encoding) → 400', async (url) => {
    const res = await raw(url);
    expect(res.status).toBe(400);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body.toString()).toMatch(/Bad request/);
  });

  it.each([
    '/../secret.txt',
    '/docs/../../secret.txt',
    '/%2e%2e/secret.txt',
    '/%2E%2E%2Fsecret.txt',
    '/..%2fsecret.txt',
    '/..\\secret.txt',
    '/%5c..%5csecret.txt',
    '/index.html%00.png',
    '/assets/./app-abc123.js',
  ])('%s never escapes the root', async (url) => {
    const res = await raw(url);
    expect([400, 404]).toContain(res.status);
    expect(res.body.toString()).not.toContain('secret');
  });

  it('rejects a request target that is not a path', async () => {
    expect((await raw('*', {}, 'GET')).status).toBe(400);
  });
});

describe('under a base path (BASE_PATH=/docs/)', () => {
  let docs: http.Server;
  let origin: string;
  beforeAll(async () => {
    docs = createServer({ root, locales: ['he', 'zh'], base: '/docs/' });
    await new Promise<void>((resolve) => docs.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(docs.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    docs.closeAllConnections();
    await new Promise((resolve) => docs.close(resolve));
  });
  const at = (url: string) => fetch(origin + url, { redirect: 'manual' });

  it('serves the site below the base path, and its home with or without the slash', async () => {
    expect(await (await at('/docs/')).text()).toBe('<h1>home en</h1>');
    expect(await (await at('/docs/docs/intro')).text()).toBe('<h1>intro</h1>');
    expect(await (await at('/docs/he/')).text()).toBe('<h1>home he</h1>');
    const home = await at('/docs?x=1');
    expect([home.status, home.headers.get('location')]).toEqual([301, '/docs/?x=1']);
  });

  it('redirects to canonical URLs under the base path', async () => {
    const response = await at('/docs/docs/intro/index.html');
    expect([response.status, response.headers.get('location')]).toEqual([301, '/docs/docs/intro']);
    expect((await at('/docs/he')).headers.get('location')).toBe('/docs/he/');
  });

  it("answers 404 outside the base path, and the locale's not-found page inside it", async () => {
    expect((await at('/openapi.yaml')).status).toBe(404);
    const missing = await at('/docs/zh/nothing');
    expect([missing.status, await missing.text()]).toEqual([404, '<h1>not found zh</h1>']);
  });
});
