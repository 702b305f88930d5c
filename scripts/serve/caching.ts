// Cache headers and conditional requests.

/** Vite puts content-hashed files under /assets/: a new build gives them new names. */
export function cacheControlFor(relative: string): string {
  return relative.startsWith('assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/**
 * Size and mtime identify a build of a file without reading it. Weak (`W/`), because the
 * same tag covers the identity, gzip and brotli bodies, which are not byte-for-byte equal.
 */
export function etagFor(stat: { size: number; mtimeMs: number }): string {
  return `W/"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`;
}

/** If-None-Match uses weak comparison: `W/"a"` matches `"a"`. */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const strip = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = strip(etag);
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || strip(tag) === wanted);
}
