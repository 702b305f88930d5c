import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { apiOrder } from '../../../components/api/apiSidebar.ts';
import { operationToc, renderOperationArticle } from '../../../components/api/operationArticle.tsx';
import { versionsOf } from '../../../components/changelog/releaseHistory.ts';
import type { PageData } from '../../../components/layout/pageData.ts';
import { apiLabels, translateOperationPage } from '../../../i18n/apiTranslations.ts';
import { operationPage } from './operationPage.ts';

/**
 * Environment: server. The operation's page, made once at build time from its generated data:
 * its `data` is what the client needs (title, sidebar labels, neighbours, table of contents); its
 * `article` is static HTML, not in passToClient, so a page does not carry its content twice; it
 * says since which release the operation exists (the release history, spec/changelog.yaml).
 * (One hook gives both, so the module is loaded and translated once per page.) The page data
 * fetched for a client-side navigation (`index.pageContext.json`) has no article.
 */
export async function onBeforeRender(pageContext: PageContextServer) {
  const { slug } = pageContext.routeParams;
  const { locale } = pageContext;
  const source = await operationPage(slug!);
  if (!source) throw render(404);
  const page = translateOperationPage(source, locale);
  const labels = apiLabels(locale);
  const index = apiOrder.findIndex((item) => item.slug === slug);
  const link = (item: (typeof apiOrder)[number] | undefined) => (item ? { title: labels.operations[item.slug] ?? item.summary, path: `/api/${item.slug}` } : null);
  const data = {
    title: page.operation.summary,
    // Its first paragraph, whole (the head makes it plain text: site/pages/+Head.tsx).
    description: page.operation.description?.split(/\n\s*\n/)[0],
    sidebar: 'api',
    apiLabels: labels,
    toc: operationToc(page, locale),
    previous: link(apiOrder[index - 1]),
    next: link(apiOrder[index + 1]),
  } satisfies PageData & Record<string, unknown>;
  const article = pageContext.isClientSideNavigation ? undefined : await renderOperationArticle(page, locale, source, versionsOf(source.operation));
  return { pageContext: { data, article } };
}
export type Data = Awaited<ReturnType<typeof onBeforeRender>>['pageContext']['data'];
