// Turns a request target into a safe, decoded path. sirv would only 404 what this refuses with a
// 400 (it keeps a malformed path as it is, and stops `..` by a prefix check after joining).

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
