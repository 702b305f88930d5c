import type { PrerenderContext } from 'vike/types';
import { localizePath, LOCALES } from '../i18n/locale.ts';

// Every pre-rendered URL exists once per locale: the default locale's copy at the root, the
// others under their prefix.
export async function onPrerenderStart(prerenderContext: PrerenderContext) {
  const pageContexts: PrerenderContext['pageContexts'] = [];
  for (const pageContext of prerenderContext.pageContexts) {
    for (const locale of LOCALES) {
      pageContexts.push({ ...pageContext, urlOriginal: localizePath(pageContext.urlOriginal, locale), locale } as (typeof pageContexts)[number]);
    }
  }
  return { prerenderContext: { pageContexts } };
}

