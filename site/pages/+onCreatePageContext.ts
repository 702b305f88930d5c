import type { PageContext } from 'vike/types';
import { extractLocale } from '../i18n/locale.ts';

// Environment: server and client. The error page Vike renders after a failed client-side
// navigation is not routed, so +onBeforeRoute never gave it its locale: it is read off the URL
// here, so the chrome around "The page could not be loaded" speaks the reader's language.
export function onCreatePageContext(pageContext: PageContext) {
  pageContext.locale ??= extractLocale(pageContext.urlParsed.pathname).locale;
}
