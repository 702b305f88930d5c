import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { apiOrder } from '../../../components/api/apiSidebar.ts';
import { operationToc } from '../../../components/api/operationArticle.tsx';
import type { PageData } from '../../../components/layout/pageData.ts';
import { apiLabels } from '../../../i18n/apiTranslations.ts';
import { operationPage } from './operationPage.ts';

/**
 * What the client needs of an operation page: its title, sidebar labels, neighbours and table of
 * contents. The article itself is static HTML (+onBeforeRender), kept out of this data so a page
 * does not carry its content twice.
 */
export async function data(pageContext: PageContextServer) {
  const { slug } = pageContext.routeParams;
  const { locale } = pageContext;
  const page = await operationPage(slug!, locale);
  if (!page) throw render(404);
  const labels = apiLabels(locale);
  const index = apiOrder.findIndex((item) => item.slug === slug);
  const link = (item: (typeof apiOrder)[number] | undefined) => (item ? { title: labels.operations[item.slug] ?? item.summary, path: `/api/${item.slug}` } : null);
  return {
    title: page.operation.summary,
    description: page.operation.description?.split('\n')[0],
    sidebar: 'api',
    apiLabels: labels,
    toc: operationToc(page, locale),
    previous: link(apiOrder[index - 1]),
    next: link(apiOrder[index + 1]),
  } satisfies PageData & Record<string, unknown>;
}
export type Data = Awaited<ReturnType<typeof data>>;
