import { configVariant } from '../../site/config/siteConfig.ts';
import { isApiPath, siteRoutes } from '../../site/content-pipeline/siteRoutes.ts';

/**
 * The pages a build pre-renders: the site's paths without a locale prefix and the not-found
 * page's. Each is rendered once per locale. The first `firstOnly` paths, made from site/content,
 * are the first process's, as are the not-found pages: only it compiles the content, which all of
 * them would otherwise compile (~1.5 s each). The API reference's are shared out among the
 * processes as they ask (scripts/build/prerenderProcesses.ts, shareOut), in runs of neighbours.
 */
export interface PageList {
  paths: string[];
  firstOnly: number;
  notFound: string[];
}

/**
 * The pages the configuration variant (VITE_SITE_CONFIG=variant, built only for its end-to-end
 * tests) pre-renders: one of each kind, which is all those tests visit, so that second build
 * costs CI seconds rather than the full build's time.
 */
const VARIANT_PAGES = new Set(['/', '/docs/intro', '/docs/tutorial-basics/create-a-page', '/blog', '/blog/welcome', '/api', '/api/login']);

/** The path Vike renders its error page at as a not-found page. */
const NOT_FOUND = '/404';

/**
 * The site's pages ({@link siteRoutes}: what the routes of site/pages serve, a test says so), the
 * API reference's last. Read when the generator has ended: the API pages are the route table's.
 */
export function sitePageList(): PageList {
  const paths = [...siteRoutes()].filter((path) => !configVariant || VARIANT_PAGES.has(path));
  paths.sort((a, b) => Number(isApiPath(a)) - Number(isApiPath(b)) || (a < b ? -1 : 1));
  return { paths, firstOnly: paths.filter((path) => !isApiPath(path)).length, notFound: [NOT_FOUND] };
}
