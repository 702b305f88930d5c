import type { PageContextClient } from 'vike/types';
import { ARTICLE_SELECTOR } from './articleSelector.ts';

/**
 * Environment: client. The article is static HTML that the page's data does not carry. When the
 * page is hydrated it is the document's own markup; when the reader navigates to it, it comes
 * from the pre-rendered page itself (one request, which the HTTP cache keeps).
 */
export async function onBeforeRenderClient(pageContext: PageContextClient) {
  pageContext.article = pageContext.isHydration ? document.querySelector(ARTICLE_SELECTOR)!.innerHTML : await fetchArticle(pageContext.urlOriginal);
}

async function fetchArticle(url: string): Promise<string> {
  const { pathname } = new URL(url, location.href);
  const response = await fetch(pathname);
  if (!response.ok) throw new Error(`${pathname}: ${response.status} ${response.statusText}`);
  const article = new DOMParser().parseFromString(await response.text(), 'text/html').querySelector(ARTICLE_SELECTOR);
  if (!article) throw new Error(`${pathname}: the page has no article`);
  return article.innerHTML;
}
