import type { PageContextClient } from 'vike/types';
import { pageArticle } from '../../../components/api/article.ts';

/** Environment: client. The article is static HTML that the page's data does not carry (article.ts). */
export async function onBeforeRenderClient(pageContext: PageContextClient) {
  pageContext.article = await pageArticle(pageContext);
}
