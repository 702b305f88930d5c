/** What stands in the document Vike assembles for the page's own HTML when it is kept apart (site/pages/+onAfterRenderHtml.ts). */
export const PAGE_HTML_PLACE = '<!--page-html-->';

/**
 * The document Vike assembled around {@link PAGE_HTML_PLACE} with the page's own HTML in its place
 * (site/pages/+onAfterRenderHtml.ts), joined, not copied: the page's bytes are copied once, as
 * they are written. A document without the place (no page HTML to keep apart) is as it came.
 */
export function withPageHtml(document: string, pageHtml: string | undefined): string {
  if (pageHtml === undefined) return document;
  const at = document.indexOf(PAGE_HTML_PLACE);
  if (at < 0 || document.indexOf(PAGE_HTML_PLACE, at + 1) >= 0) throw new Error(`The document has ${at < 0 ? 'no' : 'more than one'} place for the page's HTML (${PAGE_HTML_PLACE})`);
  return document.slice(0, at) + pageHtml + document.slice(at + PAGE_HTML_PLACE.length);
}
