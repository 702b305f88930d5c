import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { apiOrder, apiPlace } from '../../../components/api/apiOrder.ts';
import { ownGroupLinks } from '../../../components/api/operationLinks.ts';
import { operationToc, renderOperationArticle } from '../../../components/api/operationArticle.tsx';
import { renderArticlePage } from '../../../components/api/renderArticlePage.ts';
import { versionsOf } from '../../../components/changelog/releaseHistory.ts';
import { apiLabels, translateOperationPage } from '../../../i18n/apiTranslations.ts';
import { operationPage } from './operationPage.ts';

/**
 * Environment: server. The operation's page, made once at build time from its generated data
 * (renderArticlePage: its data, and its article as static HTML); the article says since which
 * release the operation exists (the release history, spec/changelog.yaml). Its data also holds
 * its sidebar group's links; its neighbours are the operations before and after it in the
 * sidebar. (One hook gives both, so the module is loaded and translated once per page.)
 */
export async function onBeforeRender(pageContext: PageContextServer) {
  const { slug } = pageContext.routeParams;
  const { locale } = pageContext;
  const source = await operationPage(slug!);
  if (!source) throw render(404);
  const page = translateOperationPage(source, locale);
  const labels = apiLabels(locale);
  return renderArticlePage(
    pageContext,
    {
      title: page.operation.summary,
      description: page.operation.description,
      labels,
      toc: operationToc(page, locale),
      order: apiOrder,
      index: apiPlace(slug!)?.index ?? -1,
      link: (item) => ({ title: labels.operations[item.slug] ?? item.summary, path: `/api/${item.slug}` }),
      own: { groupLinks: ownGroupLinks(slug!, labels) },
    },
    () => renderOperationArticle(page, locale, source, versionsOf(source.operation)),
  );
}
export type Data = Awaited<ReturnType<typeof onBeforeRender>>['pageContext']['data'];
