import type { PageContext } from 'vike/types';
import { modifyUrl } from 'vike/modifyUrl';
import { extractLocale } from '../i18n/locale.ts';

// Environment: server and client. The locale prefix is taken off before routing, so every page
// is written once and served at `/`, `/he/` and `/zh/` (Vike's i18n recipe).
export function onBeforeRoute(pageContext: PageContext) {
  const { locale, pathname } = extractLocale(pageContext.urlParsed.pathname);
  return {
    pageContext: {
      locale,
      urlLogical: modifyUrl(pageContext.urlParsed.href, { pathname }),
    },
  };
}
