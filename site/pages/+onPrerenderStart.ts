import type { PrerenderContext } from 'vike/types';
import { configVariant } from '../config/siteConfig.ts';
import { clientDir } from '../../scripts/build/outDir.ts';
import { shareOut } from '../../scripts/build/prerenderProcesses.ts';
import { startSiteFiles } from '../../scripts/build/siteFiles.ts';
import { writeSiteFiles } from '../site-files/index.ts';
import { localizePath, LOCALES } from '../i18n/locale.ts';
import { highlightAhead } from './highlightAhead.ts';
import { quietFileListing } from './quietFileListing.ts';
import { releaseWrittenPages } from './releaseWrittenPages.ts';

/**
 * The pages the configuration variant (VITE_SITE_CONFIG=variant, built only for its end-to-end
 * tests) pre-renders: one of each kind, which is all those tests visit, so that second build
 * costs CI seconds rather than the full build's time.
 */
const VARIANT_PAGES = new Set(['/', '/docs/intro', '/docs/tutorial-basics/create-a-page', '/blog', '/blog/welcome', '/api', '/api/login']);

// Every pre-rendered URL exists once per locale: the default locale's copy at the root, the
// others under their prefix. When the build pre-renders in several processes, this one renders
// its part of the URLs, each in every locale, or none in the build's own process
// (scripts/build/prerenderProcesses.ts). The code of the pages to render goes to the
// highlighting worker now. Each process also writes its pages' Markdown while it pre-renders, and
// the one that renders the not-found pages (one in every build) the site's other files (sitemap,
// robots.txt, llms.txt: site/site-files, scripts/build/siteFiles.ts).
export async function onPrerenderStart(prerenderContext: PrerenderContext) {
  quietFileListing();
  releaseWrittenPages(prerenderContext);
  const mine = shareOut(prerenderContext.pageContexts.length * LOCALES.length);
  // Numbered in one order in every process (Vike lists them as their routes resolve).
  const positions = new Map([...prerenderContext.pageContexts].map((p) => p.urlOriginal).sort().map((url, i) => [url, i]));
  const pageContexts: PrerenderContext['pageContexts'] = [];
  const operations = new Set<string>();
  const built: string[] = [];
  const rendered = new Set<string>();
  for (const pageContext of prerenderContext.pageContexts) {
    if (configVariant && !pageContext.is404 && !VARIANT_PAGES.has(pageContext.urlOriginal)) continue;
    if (!pageContext.is404) built.push(pageContext.urlOriginal);
    if (!mine(positions.get(pageContext.urlOriginal)!, pageContext.is404 === true)) continue;
    rendered.add(pageContext.urlOriginal);
    if (pageContext.pageId === '/pages/api/@slug') operations.add(pageContext.routeParams.slug!);
    for (const locale of LOCALES) {
      pageContexts.push({ ...pageContext, urlOriginal: localizePath(pageContext.urlOriginal, locale), locale } as (typeof pageContexts)[number]);
    }
  }
  highlightAhead([...operations]);
  if (rendered.size) startSiteFiles(writeSiteFiles(clientDir(), built, (path) => rendered.has(path), mine(0, true)));
  return { prerenderContext: { pageContexts } };
}
