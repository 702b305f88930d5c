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
    }
  }
}

export {};
