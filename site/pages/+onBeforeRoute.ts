import type { PageContext } from 'vike/types';
import { redirect } from 'vike/abort';
import { modifyUrl } from 'vike/modifyUrl';
import { canonicalPath } from '../components/layout/canonicalPath.ts';
import { withBase } from '../config/base.ts';
import { extractLocale } from '../i18n/locale.ts';

// Environment: server and client. The locale prefix is taken off before routing, so every page
// is written once and served at `/`, `/he/` and `/zh/` (Vike's i18n recipe). Paths ending in
// `.html` or `/index.html` are normalised as the server does: a client-side navigation to one
// is redirected to the canonical URL (whose page data is what exists), and a first render of
// one routes the canonical path (+onHydrationEnd then fixes the address bar).
//
// The path routed is the site's own, without the base path (site/config/base.ts). In the browser
// Vike takes the base off the address; a pre-rendered URL has none, and Vike would take off what
// looks like one (with BASE_PATH=/docs/, /docs/intro would be /intro): its own path is routed.
export function onBeforeRoute(pageContext: PageContext) {
  const own = pageContext.isClientSide || !pageContext.isPrerendering ? pageContext.urlParsed.pathname : new URL(pageContext.urlOriginal, 'http://site').pathname;
  const canonical = canonicalPath(own);
  if (canonical !== own && pageContext.isClientSide && !pageContext.isHydration) {
    throw redirect(modifyUrl(pageContext.urlParsed.href, { pathname: withBase(canonical) }));
  }
  const { locale, pathname } = extractLocale(canonical);
  return {
    pageContext: {
      locale,
      urlLogical: modifyUrl(pageContext.urlParsed.href, { pathname }),
    },
  };
}
