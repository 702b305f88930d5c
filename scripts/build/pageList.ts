import { isApiPath, siteRoutes } from '../../site/content-pipeline/siteRoutes.ts';
import { routes } from '../../site/generated/routes.ts';

/**
 * The pages a build pre-renders: the site's paths without a locale prefix and the not-found
 * page's. Each is rendered once per locale. The first `firstOnly` paths, made from site/content,
 * are the first thread's, as are the not-found pages: only it compiles the content, which all of
 * them would otherwise compile (~1.5 s each). The API reference's are shared out among the
 * threads as they ask (scripts/build/prerenderThreads.ts, shareOut), in runs of neighbours.
 */
export interface PageList {
  paths: string[];
  firstOnly: number;
  notFound: string[];
}

/** The path Vike renders its error page at as a not-found page. */
const NOT_FOUND = '/404';

/** Where a page goes in the list: the content's, then the API reference's, its operations' last ({@link sitePageList}). */
const rank = (path: string) => (!isApiPath(path) ? 0 : path.startsWith('/api/') && Object.hasOwn(routes, path.slice('/api/'.length)) ? 2 : 1);

/**
 * The site's pages ({@link siteRoutes}: what the routes of site/pages serve, a test says so), the
 * API reference's last, and of those the operations' last, each part in order of its paths. The
 * search index takes the pages in this order (scripts/build/inOrder.ts): a rebuild's index waits
 * for the first page it renders again, then parses every page after it (issue 35). An edited
 * operation, a spec's most frequent change, holds back only the operations after it (on average
 * 118 paths of our 438 rather than 253, the schemas' pages among them). Read when the generator
 * has ended: the API pages are the route table's.
 */
export function sitePageList(): PageList {
  const paths = [...siteRoutes()];
  paths.sort((a, b) => rank(a) - rank(b) || (a < b ? -1 : 1));
  return { paths, firstOnly: paths.filter((path) => !isApiPath(path)).length, notFound: [NOT_FOUND] };
}
