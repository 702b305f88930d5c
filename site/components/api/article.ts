import type { PageContextClient } from 'vike/types';
import { withoutBase } from '../../config/base.ts';
import { boundedCache } from '../../content-pipeline/boundedCache.ts';
import { extractLocale } from '../../i18n/locale.ts';

/**
 * What marks the element holding an article page's static article (an operation's,
 * site/pages/api/@slug, or a named schema's, site/pages/api/schemas/@slug), and how to find it.
 */
const ARTICLE_ATTRIBUTE = 'data-operation-article';
export const ARTICLE_ATTRIBUTES = { [ARTICLE_ATTRIBUTE]: '' } as const;
export const ARTICLE_SELECTOR = `[${ARTICLE_ATTRIBUTE}]`;

/** Articles fetched or being fetched, by path; the last few are kept. */
const articles = boundedCache<Promise<string>>(16);

/**
 * Environment: client. An article page's article (its `+onBeforeRenderClient`), static HTML that
 * the page's data does not carry. When the page is hydrated it is the document's own markup;
 * when the reader navigates to it, it comes from the pre-rendered page itself.
 */
export async function pageArticle(pageContext: PageContextClient): Promise<string> {
  return pageContext.isHydration ? document.querySelector(ARTICLE_SELECTOR)!.innerHTML : loadArticle(new URL(pageContext.urlOriginal, location.href).pathname);
}

/**
 * An article page's article, taken from its pre-rendered HTML: the page's data does not carry
 * it (see +onBeforeRender there). One request per page, which the HTTP cache also keeps.
 */
export function loadArticle(pathname: string): Promise<string> {
  let article = articles.get(pathname);
  if (!article) {
    article = fetchArticle(pathname);
    article.catch(() => articles.delete(pathname)); // A failed load is tried again next time.
    articles.set(pathname, article);
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

/** Drops the articles fetched so far: the development server has made new ones (site/components/layout/livePreview.ts). */
export const forgetArticles = () => articles.clear();

/** Whether a path (in any locale, under the site's base) is an article page's, an operation's or a named schema's, whose article loadArticle fetches. */
export const isArticlePath = (pathname: string) => /^\/api\/(schemas\/)?[^/]+$/.test(extractLocale(withoutBase(pathname)).pathname);
