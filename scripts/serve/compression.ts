// On-the-fly compression with an in-memory cache (sirv only serves .br/.gz files written ahead
// of time): the site is static, so each file is compressed once per build (the cache key
// includes its size and mtime).
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

export type Encoding = 'br' | 'gzip';

/** Picks br or gzip from Accept-Encoding by q-value (br wins ties); null for identity. */
export function negotiateEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const q: Record<string, number> = {};
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    q[name] = Number.isFinite(value) ? value : 0;
  }
  const star = q['*'] ?? 0;
  const br = q.br ?? star;
  const gzip = q.gzip ?? star;
  if (br <= 0 && gzip <= 0) return null;
  return br >= gzip ? 'br' : 'gzip';
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

// Cheap levels, so that a page's first request is not slowed (issue 33): on a 115 KB API page
// brotli quality 5 takes ~1.2 ms where 9 took 20-55 ms (11, the default, ~155 ms) on a shared
// 2-core machine, for a body 6 % larger; gzip 6 ~1 ms, within 1 % of 9. Compressing the build
// ahead of time instead (sirv's brotli/gzip options) would cost every build ~2.4 s of CPU for
// brotli 5 and gzip 6 (72 MB of text, 2,363 files here) and as many .br and .gz files.
function compress(body: Buffer, encoding: Encoding): Promise<Buffer> {
  if (encoding === 'gzip') return gzip(body, { level: 6 });
  return brotli(body, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}

export type Compressor = (file: string, version: string, encoding: Encoding) => Promise<Buffer>;

/**
 * Returns a function giving the compressed body of a file at a version (its ETag). Bounded by
 * total bytes so a huge site cannot exhaust memory; the oldest entries go first.
 */
export function createCompressor(maxBytes = 64 * 1024 * 1024): Compressor {
  const entries = new Map<string, { version: string; body: Buffer }>();
  let total = 0;

  return async (file, version, encoding) => {
    const key = `${encoding}:${file}`;
    const hit = entries.get(key);
    if (hit?.version === version) return hit.body;

    const body = await compress(await readFile(file), encoding);
    if (hit) {
      entries.delete(key);
      total -= hit.body.length;
    }
    entries.set(key, { version, body });
    total += body.length;
    for (const [k, v] of entries) {
      if (total <= maxBytes) break;
      entries.delete(k);
      total -= v.body.length;
    }
    return body;
  };
}
