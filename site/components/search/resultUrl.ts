/**
 * The site's own URL of a page Pagefind found. Pagefind names a page by its directory
 * (`/api/login/`), but the site's canonical URLs have no trailing slash, except the home pages
 * (`/`, `/he/`, `/zh/`): linking the canonical one saves the server's redirect.
 */
export function resultUrl(url: string, localePrefixes: readonly string[]): string {
  const [path = '/', hash = ''] = url.split(/(?=#)/);
  const trimmed = path.replace(/\/index\.html$/, '/').replace(/\.html$/, '');
  const home = trimmed === '/' || localePrefixes.some((prefix) => trimmed === `/${prefix}/` || trimmed === `/${prefix}`);
  const canonical = home ? `${trimmed.replace(/\/$/, '')}/` : trimmed.replace(/\/+$/, '');
  return canonical + hash;
}
