// On-the-fly compression with an in-memory cache: the site is static, so each file is
// compressed once per build (the cache key includes its size and mtime).
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

function compress(body: Buffer, encoding: Encoding): Promise<Buffer> {
  if (encoding === 'gzip') return gzip(body, { level: 9 });
  // Quality 11 (the default) can take a second on a large bundle; 9 is nearly as small.
  return brotli(body, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: 9,
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
