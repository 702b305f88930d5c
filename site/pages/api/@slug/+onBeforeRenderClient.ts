import type { PageContextClient } from 'vike/types';
import { ARTICLE_SELECTOR, loadArticle } from '../../../components/api/article.ts';

/**
 * Environment: client. The article is static HTML that the page's data does not carry. When the
 * page is hydrated it is the document's own markup; when the reader navigates to it, it comes
 * from the pre-rendered page itself.
 */
export async function onBeforeRenderClient(pageContext: PageContextClient) {
  pageContext.article = pageContext.isHydration
    ? document.querySelector(ARTICLE_SELECTOR)!.innerHTML
    : await loadArticle(new URL(pageContext.urlOriginal, location.href).pathname);
}
