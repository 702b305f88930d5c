import type { PageContext } from 'vike/types';
import { redirect } from 'vike/abort';
import { modifyUrl } from 'vike/modifyUrl';
import { canonicalPath } from '../components/layout/canonicalPath.ts';
import { extractLocale } from '../i18n/locale.ts';

// Environment: server and client. The locale prefix is taken off before routing, so every page
// is written once and served at `/`, `/he/` and `/zh/` (Vike's i18n recipe). Paths ending in
// `.html` or `/index.html` are normalised as the server does: a client-side navigation to one
// is redirected to the canonical URL (whose page data is what exists), and a first render of
// one routes the canonical path (+onHydrationEnd then fixes the address bar).
export function onBeforeRoute(pageContext: PageContext) {
  const canonical = canonicalPath(pageContext.urlParsed.pathname);
  if (canonical !== pageContext.urlParsed.pathname && pageContext.isClientSide && !pageContext.isHydration) {
    throw redirect(modifyUrl(pageContext.urlParsed.href, { pathname: canonical }));
  }
  const { locale, pathname } = extractLocale(canonical);
  return {
    pageContext: {
      locale,
      urlLogical: modifyUrl(pageContext.urlParsed.href, { pathname }),
    },
  };
}
