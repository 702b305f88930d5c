import type { PageContextServer } from 'vike/types';
import { renderOperationArticle } from '../../../components/api/operationArticle.tsx';
import { operationPage } from './operationPage.ts';

// Environment: server. The article, rendered once at build time; `article` is not in passToClient.
export async function onBeforeRender(pageContext: PageContextServer) {
  const page = (await operationPage(pageContext.routeParams.slug!, pageContext.locale))!; // +data answered 404 otherwise
  return { pageContext: { article: await renderOperationArticle(page, pageContext.locale) } };
}
