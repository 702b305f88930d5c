import type { PrerenderContext } from 'vike/types';
import { configVariant } from '../config/siteConfig.ts';
import { buildOutDir } from '../../scripts/build/outDir.mjs';
import { writePageList } from '../../scripts/build/pageList.ts';
import { isApiPath } from '../components/api/apiSidebar.ts';
import { LOCALES } from '../i18n/locale.ts';

/**
 * The pages the configuration variant (VITE_SITE_CONFIG=variant, built only for its end-to-end
 * tests) pre-renders: one of each kind, which is all those tests visit, so that second build
 * costs CI seconds rather than the full build's time.
 */
const VARIANT_PAGES = new Set(['/', '/docs/intro', '/docs/tutorial-basics/create-a-page', '/blog', '/blog/welcome', '/api', '/api/login']);

// `vike build` lists the pages to pre-render (its routes and their +onBeforePrerenderStart
// hooks) and renders none of them: the build script pre-renders them once `vike build` has
// ended and its bundler's memory is given back, in one process per core
// (scripts/build/prerenderAfterBuild.ts, site/prerender), which take runs of neighbours in this
// list. The pages made from site/content come first and are the first process's: only it
// compiles the content, which all of them would otherwise compile (~1.5 s each); the API
// reference's are shared out.
export function onPrerenderStart(prerenderContext: PrerenderContext) {
  const paths: string[] = [];
  const notFound: string[] = [];
  for (const { urlOriginal, is404 } of prerenderContext.pageContexts) {
    if (is404) notFound.push(urlOriginal);
    else if (!configVariant || VARIANT_PAGES.has(urlOriginal)) paths.push(urlOriginal);
  }
  paths.sort((a, b) => Number(isApiPath(a)) - Number(isApiPath(b)) || (a < b ? -1 : 1));
  writePageList(buildOutDir(), { paths, firstOnly: paths.filter((path) => !isApiPath(path)).length, notFound });
  console.log(`${paths.length} pages in ${LOCALES.length} locales to pre-render once bundling has ended`);
  return { prerenderContext: { pageContexts: [] } };
}
