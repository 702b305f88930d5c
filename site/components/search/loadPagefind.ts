import { withBase } from '../../config/base.ts';

/**
 * Pagefind's browser API, loaded from the bundle the build writes to /pagefind/ (not bundled by
 * Vite: it is made after the site is built, and the page never loads it until the search box is
 * used). Pagefind picks the index of the page's <html lang>: one instance per language, so a
 * reader who switches locale searches the new locale's pages.
 */

/** What a result's data holds (the part the list uses). */
export interface PagefindFragment {
  url: string;
  excerpt: string;
  meta: Record<string, string | undefined>;
}

export interface PagefindResult {
  id: string;
  data: () => Promise<PagefindFragment>;
}

export interface Pagefind {
  init: () => Promise<void>;
  /** Resolves null when a newer search started within the debounce time. */
  debouncedSearch: (term: string, options?: object, debounceMs?: number) => Promise<{ results: PagefindResult[] } | null>;
}

interface PagefindModule {
  createInstance: (options?: { excerptLength?: number; baseUrl?: string }) => Pagefind;
}

export const PAGEFIND_URL = withBase('/pagefind/pagefind.js');

const instances = new Map<string, Promise<Pagefind>>();

export function loadPagefind(): Promise<Pagefind> {
  const language = document.documentElement.lang;
  let instance = instances.get(language);
  if (!instance) {
    instance = (import(/* @vite-ignore */ PAGEFIND_URL) as Promise<PagefindModule>).then(async (module) => {
      // Results as the site's own paths (Pagefind would prefix the folder it was loaded from):
      // useSearch puts them under the base path with the site's other links.
      const pagefind = module.createInstance({ excerptLength: 18, baseUrl: '/' });
      await pagefind.init();
      return pagefind;
    });
    // A failed load (offline, a build without the index) is tried again the next time.
    instance.catch(() => instances.delete(language));
    instances.set(language, instance);
  }
  return instance;
}
