// One canonical URL per page, so search engines and caches see no duplicates:
// no `.html`, no `/index.html`, no trailing slash, except the locale homes `/he/` and `/zh/`,
// which are directories by convention (and where relative links in the home page resolve).

/** The canonical form of a decoded pathname; equal to it when no redirect is needed. */
export function canonicalPath(pathname: string, locales: readonly string[]): string {
  // Dropping empty segments also collapses `//`, which keeps a Location from ever starting
  // with `//` (a protocol-relative URL, i.e. an open redirect to another host).
  const segments = pathname.split('/').filter(Boolean);
  const last = segments.at(-1);
  if (last === 'index.html') segments.pop();
  else if (last !== undefined && last.endsWith('.html') && last !== '.html') {
    segments[segments.length - 1] = last.slice(0, -'.html'.length);
  }

  if (segments.length === 0) return '/';
  if (segments.length === 1 && locales.includes(segments[0]!)) return `/${segments[0]}/`;
  return `/${segments.join('/')}`;
}

/** Percent-encodes each segment for a Location header (non-ASCII page names included). */
export function encodePath(pathname: string): string {
  return pathname.split('/').map(encodeURIComponent).join('/');
}
