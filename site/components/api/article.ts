import { useEffect } from 'react';
import { withoutBase } from '../../config/base.ts';
import { extractLocale } from '../../i18n/locale.ts';
import { metered } from '../layout/connection.ts';

/** What marks the element holding an operation page's static article (site/pages/api/@slug), and how to find it. */
const ARTICLE_ATTRIBUTE = 'data-operation-article';
export const ARTICLE_ATTRIBUTES = { [ARTICLE_ATTRIBUTE]: '' } as const;
export const ARTICLE_SELECTOR = `[${ARTICLE_ATTRIBUTE}]`;

/** Articles fetched or being fetched, by path; the last few are kept. */
const articles = new Map<string, Promise<string>>();
const KEPT = 16;

/**
 * An operation page's article, taken from its pre-rendered HTML: the page's data does not carry
 * it (see +onBeforeRender there). One request per page, which the HTTP cache also keeps.
 */
export function loadArticle(pathname: string): Promise<string> {
  let article = articles.get(pathname);
  if (!article) {
    article = fetchArticle(pathname);
    article.catch(() => articles.delete(pathname)); // A failed load is tried again next time.
    articles.set(pathname, article);
    if (articles.size > KEPT) articles.delete(articles.keys().next().value!);
  }
  return article;
}

async function fetchArticle(pathname: string): Promise<string> {
  const response = await fetch(pathname);
  if (!response.ok) throw new Error(`${pathname}: ${response.status} ${response.statusText}`);
  const article = new DOMParser().parseFromString(await response.text(), 'text/html').querySelector(ARTICLE_SELECTOR);
  if (!article) throw new Error(`${pathname}: the page has no article`);
  return article.innerHTML;
}

/** Drops the articles fetched so far: the development server has made new ones (useLivePreview). */
export const forgetArticles = () => articles.clear();

const isOperationPath = (pathname: string) => /^\/api\/[^/]+$/.test(extractLocale(withoutBase(pathname)).pathname);

/**
 * Fetches an operation's article when a link to it is hovered or focused, as Vike prefetches the
 * page's code and data (+prefetchStaticAssets): a click then shows the page at once. Not on
 * connections where prefetching would cost the reader.
 */
export function useArticlePrefetch() {
  useEffect(() => {
    if (metered) return;
    const onPoint = (event: Event) => {
      const link = (event.target as Element).closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement) || link.origin !== location.origin || !isOperationPath(link.pathname)) return;
      if (link.pathname !== location.pathname) loadArticle(link.pathname).catch(() => {}); // Navigation says why, if it comes.
    };
    document.addEventListener('pointerover', onPoint);
    document.addEventListener('focusin', onPoint);
    return () => {
      document.removeEventListener('pointerover', onPoint);
      document.removeEventListener('focusin', onPoint);
    };
  }, []);
}
