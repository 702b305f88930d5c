import type { PageContextServer } from 'vike/types';
import { changelogData } from '../../../components/changelog/changelogData.ts';
import type { PageData } from '../../../components/layout/pageData.ts';
import { apiLabels } from '../../../i18n/apiTranslations.ts';
import { translator } from '../../../i18n/i18n.tsx';

/**
 * /api/changelog, a static route: Vike prefers it to /api/@slug, and the generator reserves the
 * slug `changelog` so that no operation's page is hidden behind it (generator/normalize/resolveSlug.ts).
 */
export async function data(pageContext: PageContextServer) {
  const { locale } = pageContext;
  const t = translator(locale);
  const labels = apiLabels(locale);
  const releases = await changelogData(locale, labels);
  return {
    title: t('changelog.title'),
    description: t('changelog.description'),
    sidebar: 'api',
    apiLabels: labels,
    toc: releases.map((release) => ({ depth: 2, id: release.anchor, text: release.version })),
    releases,
  } satisfies PageData & Record<string, unknown>;
}
export type Data = Awaited<ReturnType<typeof data>>;
