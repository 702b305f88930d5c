import type { PageUrl } from './prerenderThreads.ts';
import type { SitePages } from './pageKeys.ts';

/** What a build does for each page (in each locale): {@link planPages}. */
export interface PagesPlan {
  /** Left in the output as the last build wrote them. */
  inPlace: PageUrl[];
  /** Written from the pages' cache by the build's script. */
  fromCache: PageUrl[];
  /** Rendered by the first pre-rendering thread: the pages made from site/content and the not-found pages. */
  first: PageUrl[];
  /** The API reference's paths to render (indexes in the page list), shared out among the threads. */
  api: number[];
}

/**
 * Which pages a build renders and which it takes as they are (issue 35). A page is made in all its
 * locales by one thread (they share its data, read and memoized once): a path is rendered when
 * any of its locales is neither in place (`inPlace`: in the output as the last build left it,
 * ./outputRecord.ts) nor in the pages' cache (`cached`); otherwise each locale is left in place
 * or written from the cache. Without keys (`--no-cache`), every page is rendered. The first
 * `firstOnly` paths, made from site/content, and the not-found pages are the first thread's
 * (./pageList.ts).
 */
export function planPages(pages: SitePages, firstOnly: number, inPlace: (page: PageUrl) => boolean, cached: (page: PageUrl) => boolean): PagesPlan {
  const plan: PagesPlan = { inPlace: [], fromCache: [], first: [], api: [] };
  const place = (locales: PageUrl[], render: () => void) => {
    const states = locales.map((page) => (page.key === undefined ? 'render' : inPlace(page) ? 'in place' : cached(page) ? 'cached' : 'render'));
    if (states.includes('render')) render();
    else for (const [i, page] of locales.entries()) (states[i] === 'in place' ? plan.inPlace : plan.fromCache).push(page);
  };
  for (const [index, locales] of pages.paths.entries()) place(locales, () => (index < firstOnly ? plan.first.push(...locales) : plan.api.push(index)));
  for (const locales of pages.notFound) place(locales, () => plan.first.push(...locales));
  return plan;
}
