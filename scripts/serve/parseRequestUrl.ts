// Turns a request target into a safe, decoded path, and a path into the file that serves it.
import { stat } from 'node:fs/promises';
import type { Stats } from 'node:fs';
import path from 'node:path';

export type ParsedUrl =
  | { ok: true; pathname: string; query: string }
  | { ok: false; reason: string };

/**
 * Splits `/a/b?q` into the percent-decoded pathname and the raw query (with its `?`, or '').
 * Rejects anything that could name a file outside the root once joined to it: `.`/`..` segments
 * (also when percent-encoded, since we check after decoding), backslashes (a separator on
 * Windows, and browsers read `/\host` as `//host`) and NUL bytes (which truncate paths in C APIs).
 */
export function parseRequestUrl(url: string): ParsedUrl {
  const q = url.indexOf('?');
  const rawPath = q === -1 ? url : url.slice(0, q);
  const query = q === -1 ? '' : url.slice(q);
  // Absolute-form (`GET http://host/x`) and `*` are for proxies; a static server never needs them.
  if (!rawPath.startsWith('/')) return { ok: false, reason: 'Bad request: path must start with /' };

  let pathname: string;
  try {
    pathname = decodeURIComponent(rawPath);
  } catch {
    return { ok: false, reason: 'Bad request: malformed percent-encoding' };
  }
  if (pathname.includes('\0') || pathname.includes('\\')) {
    return { ok: false, reason: 'Bad request: invalid character in path' };
  }
  if (pathname.split('/').some((s) => s === '.' || s === '..')) {
    return { ok: false, reason: 'Bad request: dot segments are not allowed' };
  }
  return { ok: true, pathname, query };
}

export interface FoundFile {
  file: string;
  /** The file relative to the root, with `/` separators (e.g. `assets/app-abc.js`). */
  relative: string;
  stat: Stats;
}

/**
 * Maps a decoded pathname to a file under root: `/` → index.html; `/x` → x/index.html, else
 * x.html, else the file x itself. Returns null when none of these is a regular file.
 */
export async function findFile(root: string, pathname: string): Promise<FoundFile | null> {
  const segments = pathname.split('/').filter(Boolean);
  const base = segments.join('/');
  const candidates = base === '' ? ['index.html'] : [`${base}/index.html`, `${base}.html`, base];
  for (const relative of candidates) {
    const file = path.resolve(root, relative);
    // parseRequestUrl already refuses `..`; this guards against anything it missed.
    // (Symlinks inside the root are followed: the root is our own build output.)
    const inside = path.relative(root, file);
    if (inside === '' || inside.startsWith('..') || path.isAbsolute(inside)) return null;
    const s = await statOrNull(file);
    if (s?.isFile()) return { file, relative, stat: s };
  }
  return null;
}

/** Missing files, `x/` where x is a file (ENOTDIR), over-long names: all simply "not found". */
export async function statOrNull(file: string): Promise<Stats | null> {
  try {
    return await stat(file);
  } catch {
    return null;
  }
}
