import type { MarkupOnce } from './components/sidebar/Sidebar.tsx';
import type { LocaleCode } from './config/schema.ts';

declare global {
  namespace Vike {
    interface PageContext {
      /** Set by +onBeforeRoute from the URL's prefix. */
      locale: LocaleCode;
      /**
       * An API operation or schema page's article as HTML (site/pages/api/@slug, api/schemas/@slug): made on the server, never
       * serialised into the page's data; on the client read from the document or fetched with
       * the next page.
       */
      article?: string;
      /** Asked by the pre-rendering (site/prerender): the page's own HTML kept apart from the document, in {@link pageHtml} (+onAfterRenderHtml). */
      pageHtmlApart?: true;
      /** The page's own HTML, kept apart from the document when {@link pageHtmlApart} asks for it (+onAfterRenderHtml). */
      pageHtml?: string;
      /** Given by the pre-rendering (site/prerender/markupOnce.ts): how the sidebar renders its parts that every page of a locale shares, once. */
      markupOnce?: MarkupOnce;
    }
  }
}

export {};
