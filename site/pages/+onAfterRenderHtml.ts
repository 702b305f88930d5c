import type { PageContextServer } from 'vike/types';
import { PAGE_HTML_PLACE } from '../prerender/pageHtmlApart.ts';

/**
 * Environment: server. For the pre-rendering (site/prerender), which asks for it: the page's own
 * HTML (React's output, vike-react's `pageHtmlString`) is kept apart and Vike assembles the
 * document around {@link PAGE_HTML_PLACE}. Vike puts the stylesheets and scripts into the
 * document by copying it whole twice (vike/server's injectHtmlTags), and a page's HTML is most of
 * it: an API page's 120-170 KB, two bytes a character once it holds any beyond Latin-1, so
 * each copy is a large object of V8's, fresh memory from the system (~1.5 ms a copy on this
 * machine's kind). Kept apart, the copies are of a few kilobytes; the pre-rendering puts the page
 * in its place (site/prerender/pageHtmlApart.ts).
 */
export function onAfterRenderHtml(pageContext: PageContextServer): void {
  if (!pageContext.pageHtmlApart || pageContext.pageHtmlString === undefined) return;
  pageContext.pageHtml = pageContext.pageHtmlString;
  pageContext.pageHtmlString = PAGE_HTML_PLACE;
}
