import type { PageContextServer } from 'vike/types';
import type { PageData } from '../../components/layout/pageData.ts';
import { renderDescription } from '../../content-pipeline/renderDescription.ts';
import { info } from '../../generated/info.ts';
import { sidebar } from '../../generated/sidebar.ts';
import { translator } from '../../i18n/i18n.tsx';

export async function data(pageContext: PageContextServer) {
  return {
    title: translator(pageContext.locale)('api.title'),
    description: info.summary,
    sidebar: 'api',
    info: { ...info, descriptionHtml: info.description ? renderDescription(info.description) : '' },
    groups: sidebar.map((g) => ({ ...g, descriptionHtml: g.description ? renderDescription(g.description) : '' })),
  } satisfies PageData & Record<string, unknown>;
}
export type Data = Awaited<ReturnType<typeof data>>;
