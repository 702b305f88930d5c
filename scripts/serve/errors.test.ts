// A failing handler must give a 500 and a log line, and the server must keep going.
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';

let fail: 'before-headers' | 'after-headers' = 'before-headers';
vi.mock('./handler.ts', () => ({
  createHandler: () => async (req: { url?: string }, res: import('node:http').ServerResponse) => {
    if (req.url === '/ok') return void res.end('ok');
    res.setHeader('ETag', '"stale"');
    if (fail === 'after-headers') {
      res.writeHead(200, { 'Content-Length': 10 });
      res.write('part');
    }
    throw new Error('boom');
  },
}));

const { createServer } = await import('./server.ts');
const logged: string[] = [];
const server = createServer({ root: '.', log: (line) => logged.push(line) });
let base: string;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

it('answers 500 with a clean set of headers and logs the error', async () => {
  const res = await fetch(`${base}/x`);
  expect(res.status).toBe(500);
  expect(res.headers.get('etag')).toBeNull();
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(await res.text()).toContain('Internal server error');
  expect(logged.some((line) => line.startsWith('500 GET /x: Error: boom'))).toBe(true);
  expect(await (await fetch(`${base}/ok`)).text()).toBe('ok');
});

it('cuts the connection when the failure comes after the headers', async () => {
  fail = 'after-headers';
  const res = await fetch(`${base}/y`);
  expect(res.status).toBe(200);
  await expect(res.text()).rejects.toThrow();
  expect(await (await fetch(`${base}/ok`)).text()).toBe('ok');
});
