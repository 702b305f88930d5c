import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import type { PageData } from '../../../../components/layout/pageData.ts';
import { schemaCount } from '../../../../generated/sidebarGroups.ts';
import { apiLabels } from '../../../../i18n/apiTranslations.ts';
import { translator } from '../../../../i18n/i18n.tsx';

/**
 * /api/schemas, a static route: every named schema's page (issue 34), where the sidebar's Schemas
 * group leads before it is opened. Vike prefers it to /api/@slug, and the generator reserves the
 * slug `schemas` (generator/normalize/resolveSlug.ts). A spec without named schemas has none.
 */
export async function data(pageContext: PageContextServer) {
  if (schemaCount === 0) throw render(404);
  const { locale } = pageContext;
  const t = translator(locale);
  return {
    title: t('api.schemas'),
    description: t('api.schemasDescription'),
    sidebar: 'api',
    apiLabels: apiLabels(locale),
  } satisfies PageData & Record<string, unknown>;
}
export type Data = Awaited<ReturnType<typeof data>>;
