import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { apiOrder } from '../../../components/api/apiSidebar.ts';
import { operationData } from '../../../components/api/operationData.tsx';
import type { PageData } from '../../../components/layout/pageData.ts';
import { routes } from '../../../generated/routes.ts';
import { translateGroupLabels, translateOperationPage, translateSidebarLabels } from '../../../i18n/apiTranslations.ts';

export async function data(pageContext: PageContextServer) {
  const slug = pageContext.routeParams.slug!;
  const load = routes[slug];
  if (!load) throw render(404);
  const { locale } = pageContext;
  const page = translateOperationPage((await load()).default, locale);
  const apiLabels = { operations: translateSidebarLabels(locale), groups: translateGroupLabels(locale) };
  const index = apiOrder.findIndex((item) => item.slug === slug);
  const link = (item: (typeof apiOrder)[number] | undefined) => (item ? { title: apiLabels.operations[item.slug] ?? item.summary, path: `/api/${item.slug}` } : null);
  const view = await operationData(page, locale);
  return {
    ...view,
    title: page.operation.summary,
    description: page.operation.description?.split('\n')[0],
    sidebar: 'api',
    apiLabels,
    previous: link(apiOrder[index - 1]),
    next: link(apiOrder[index + 1]),
  } satisfies PageData & Record<string, unknown>;
}
export type Data = Awaited<ReturnType<typeof data>>;
