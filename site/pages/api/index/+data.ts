import type { PageContextServer } from 'vike/types';
import type { PageData } from '../../../components/layout/pageData.ts';
import { renderDescription } from '../../../content-pipeline/renderDescription.ts';
import { overviewGroups } from '../../../components/api/overviewGroups.ts';
import { info } from '../../../generated/info.ts';
import { sidebar } from '../../../generated/sidebar.ts';
import { apiLabels } from '../../../i18n/apiTranslations.ts';
import { translator } from '../../../i18n/i18n.tsx';

export async function data(pageContext: PageContextServer) {
  const t = translator(pageContext.locale);
  const groups = overviewGroups(sidebar, pageContext.locale).map((group) => ({ ...group, descriptionHtml: renderDescription(group.description, pageContext.locale) }));
  return {
    title: t('api.title'),
    description: info.summary,
    sidebar: 'api',
    toc: [
      { depth: 2, id: 'servers', text: t('api.servers') },
      { depth: 2, id: 'authentication', text: t('api.securitySchemes') },
      { depth: 2, id: 'operations', text: t('api.operations') },
      ...groups.flatMap((g) => (g.startsSection ? [{ depth: 3, ...g.startsSection }] : [])),
    ],
    info: {
      ...info,
      descriptionHtml: renderDescription(info.description, pageContext.locale),
      securitySchemes: info.securitySchemes.map((scheme) => ({ ...scheme, descriptionHtml: renderDescription(scheme.description, pageContext.locale) })),
    },
    apiLabels: apiLabels(pageContext.locale),
    groups,
  } satisfies PageData & Record<string, unknown>;
}
export type Data = Awaited<ReturnType<typeof data>>;
