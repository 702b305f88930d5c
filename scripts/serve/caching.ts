// Cache headers and conditional requests.

/** Vite puts content-hashed files under /assets/: a new build gives them new names. */
export function cacheControlFor(relative: string): string {
  return relative.startsWith('assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/**
 * If-None-Match uses weak comparison: `W/"a"` matches `"a"`, and may list tags. sirv compares
 * the header with its tag as one string, and answers 304 without the tag.
 */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const strip = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = strip(etag);
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || strip(tag) === wanted);
}
