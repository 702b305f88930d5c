import type { PrerenderContext } from 'vike/types';
import { configVariant } from '../config/siteConfig.ts';
import { localizePath, LOCALES } from '../i18n/locale.ts';
import { highlightAhead } from './highlightAhead.ts';
import { quietFileListing } from './quietFileListing.ts';

/**
 * The pages the configuration variant (VITE_SITE_CONFIG=variant, built only for its end-to-end
 * tests) pre-renders: one of each kind, which is all those tests visit, so that second build
 * costs CI seconds rather than the full build's time.
 */
const VARIANT_PAGES = new Set(['/', '/docs/intro', '/docs/tutorial-basics/create-a-page', '/blog', '/blog/welcome', '/api', '/api/login']);

// Every pre-rendered URL exists once per locale: the default locale's copy at the root, the
// others under their prefix. The code of the pages to render goes to the highlighting worker now.
export async function onPrerenderStart(prerenderContext: PrerenderContext) {
  quietFileListing();
  const pageContexts: PrerenderContext['pageContexts'] = [];
  const operations = new Set<string>();
  for (const pageContext of prerenderContext.pageContexts) {
    if (configVariant && !pageContext.is404 && !VARIANT_PAGES.has(pageContext.urlOriginal)) continue;
    if (pageContext.pageId === '/pages/api/@slug') operations.add(pageContext.routeParams.slug!);
    for (const locale of LOCALES) {
      pageContexts.push({ ...pageContext, urlOriginal: localizePath(pageContext.urlOriginal, locale), locale } as (typeof pageContexts)[number]);
    }
  }
  highlightAhead([...operations]);
  return { prerenderContext: { pageContexts } };
}
