import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { renderSchemaArticle, schemaTitle, schemaToc } from '../../../../components/api/schemaArticle.tsx';
import { schemaLinksAround } from '../../../../components/api/schemaLinks.ts';
import { schemaPath } from '../../../../components/api/schemaPath.ts';
import { usedBy } from '../../../../components/api/usedBy.ts';
import type { PageData } from '../../../../components/layout/pageData.ts';
import { schemaSidebar } from '../../../../generated/schemaSidebar.ts';
import { apiLabels, translateSchemaPage } from '../../../../i18n/apiTranslations.ts';
import { schemaPage } from './schemaPage.ts';

/**
 * Environment: server. A named schema's page (issue 34), made once at build time as an
 * operation's is (site/pages/api/@slug): its `data` is what the client needs (title, sidebar
 * labels, the Schemas group's links around its own, neighbours there, table of contents); its `article` is static HTML, not
 * in passToClient. The page data fetched for a client-side navigation has no article.
 */
export async function onBeforeRender(pageContext: PageContextServer) {
  const { slug } = pageContext.routeParams;
  const { locale } = pageContext;
  const source = schemaPage(slug!);
  if (!source) throw render(404);
  const page = translateSchemaPage(source, locale);
  const labels = apiLabels(locale);
  const index = schemaSidebar.findIndex((item) => item.slug === slug);
  const link = (item: (typeof schemaSidebar)[number] | undefined) => (item ? { title: item.name, path: schemaPath(item.name)! } : null);
  const data = {
    title: schemaTitle(page, locale),
    // Its first paragraph, whole (the head makes it plain text: site/pages/+Head.tsx).
    description: page.schemas[page.key]!.description?.split(/\n\s*\n/)[0],
    sidebar: 'api',
    apiLabels: labels,
    schemaLinks: schemaLinksAround(slug!),
    toc: schemaToc(page, locale),
    previous: link(schemaSidebar[index - 1]),
    next: link(schemaSidebar[index + 1]),
  } satisfies PageData & Record<string, unknown>;
  const article = pageContext.isClientSideNavigation ? undefined : await renderSchemaArticle(page, locale, usedBy(page, labels));
  return { pageContext: { data, article } };
}
export type Data = Awaited<ReturnType<typeof onBeforeRender>>['pageContext']['data'];
