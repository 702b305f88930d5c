import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { apiOrder } from '../../../components/api/apiSidebar.ts';
import type { PageData } from '../../../components/layout/pageData.ts';
import { renderDescription } from '../../../content-pipeline/renderDescription.ts';
import { routes } from '../../../generated/routes.ts';

export async function data(pageContext: PageContextServer) {
  const slug = pageContext.routeParams.slug!;
  const load = routes[slug];
  if (!load) throw render(404);
  const { default: page } = await load();
  const { operation } = page;
  const index = apiOrder.findIndex((item) => item.slug === slug);
  const link = (item: (typeof apiOrder)[number] | undefined) => (item ? { title: item.summary, path: `/api/${item.slug}` } : null);
  return {
    title: operation.summary,
    description: operation.description?.split('\n')[0],
    sidebar: 'api',
    page,
    descriptionHtml: operation.description ? renderDescription(operation.description) : '',
    previous: link(apiOrder[index - 1]),
    next: link(apiOrder[index + 1]),
  } satisfies PageData & Record<string, unknown>;
}
export type Data = Awaited<ReturnType<typeof data>>;
