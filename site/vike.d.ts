import type { LocaleCode } from './config/schema.ts';

declare global {
  namespace Vike {
    interface PageContext {
      /** Set by +onBeforeRoute from the URL's prefix. */
      locale: LocaleCode;
    }
  }
}

export {};
