import { useEffect } from 'react';
import { boundedCache } from '../../content-pipeline/boundedCache.ts';
import { isArticlePath, loadArticle } from '../api/article.ts';
import { metered } from './connection.ts';

/**
 * What a page needs beyond its code, fetched when a link to it is hovered or focused, as Vike
 * fetches the code itself (+prefetchStaticAssets): a click then waits for nothing. That is the
 * page's data, `index.pageContext.json` (docs and blog pages share their code, so without it a
 * hover fetched nothing at all, issue 20), and an operation or schema page's article (article.ts). Vike's
 * own `prefetch: { pageContext }` setting cannot do the first: it asserts, as it is only meant for
 * Vike's documentation so far (vikejs/vike#1920). So the data is fetched here and handed to the
 * fetch() Vike makes for it on navigation (below). Not on connections where prefetching would
 * cost the reader.
 */
export function useLinkPrefetch() {
  useEffect(() => {
    if (metered) return;
    const onPoint = (event: Event) => {
      const link = (event.target as Element).closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement) || !isPageLink(link) || link.pathname === location.pathname) return;
      prefetchPageData(link.pathname + link.search);
      if (isArticlePath(link.pathname)) loadArticle(link.pathname).catch(() => {}); // Navigation says why, if it comes.
    };
    document.addEventListener('pointerover', onPoint);
    document.addEventListener('focusin', onPoint);
    return () => {
      document.removeEventListener('pointerover', onPoint);
      document.removeEventListener('focusin', onPoint);
    };
  }, []);
}

/** A link the router would follow to a page of the site: not a file, not a new window. */
const isPageLink = (link: HTMLAnchorElement) =>
  link.origin === location.origin && !link.hasAttribute('download') && !link.target && link.rel !== 'external' && !/\.\w+$/.test(link.pathname);

/** The page's data as Vike names it: `/docs/intro` → `/docs/intro/index.pageContext.json`. */
const pageDataPath = (pathname: string) => `${pathname.replace(/\/$/, '')}/index.pageContext.json`;

/** Data fetched ahead, by path and query, until a navigation takes it; the last few are kept. */
const prefetched = boundedCache<Promise<Response>>(16);

function prefetchPageData(pathAndQuery: string) {
  const url = new URL(pathAndQuery, location.href);
  const key = pageDataPath(url.pathname) + url.search;
  if (prefetched.get(key)) return;
  const response = nativeFetch!(key).then((r) => (r.ok ? r : Promise.reject(new Error(`${key}: ${r.status}`))));
  response.catch(() => prefetched.delete(key)); // Vike's own request will say what went wrong.
  prefetched.set(key, response);
}

/** Drops the data fetched so far: the development server has made new pages (livePreview.ts). */
export const forgetPrefetchedData = () => prefetched.clear();

// Vike fetches a page's data with a plain fetch() of its `index.pageContext.json` (the URL's
// fragment kept) when it navigates: a response fetched ahead for that path is handed over, once.
// Any other request, or one made with options, goes out as it came.
const nativeFetch = typeof window === 'undefined' ? undefined : window.fetch.bind(window);
if (nativeFetch) {
  window.fetch = (input, init) => {
    if (typeof input === 'string' && !init && input.includes('/index.pageContext.json')) {
      const url = new URL(input, location.href);
      const key = url.pathname + url.search;
      const response = prefetched.get(key);
      if (response) {
        prefetched.delete(key);
        return response.catch(() => nativeFetch(input));
      }
    }
    return nativeFetch(input, init);
  };
}
