import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { renderArticlePage } from '../../../../components/api/renderArticlePage.ts';
import { renderSchemaArticle, schemaTitle, schemaToc } from '../../../../components/api/schemaArticle.tsx';
import { schemaIndex, schemaLinksAround } from '../../../../components/api/schemaLinks.ts';
import { schemaPath } from '../../../../components/api/schemaPath.ts';
import { usedBy } from '../../../../components/api/usedBy.ts';
import { schemaSidebar } from '../../../../generated/schemaSidebar.ts';
import { apiLabels, translateSchemaPage } from '../../../../i18n/apiTranslations.ts';
import { schemaPage } from './schemaPage.ts';

/**
 * Environment: server. A named schema's page (issue 34), made once at build time as an
 * operation's is (site/pages/api/@slug; renderArticlePage). Its data also holds the Schemas
 * group's links around its own; its neighbours are the schemas before and after it there.
 */
export async function onBeforeRender(pageContext: PageContextServer) {
  const { slug } = pageContext.routeParams;
  const { locale } = pageContext;
  const source = schemaPage(slug!);
  if (!source) throw render(404);
  const page = translateSchemaPage(source, locale);
  const labels = apiLabels(locale);
  return renderArticlePage(
    pageContext,
    {
      title: schemaTitle(page, locale),
      description: page.schemas[page.key]!.description,
      labels,
      toc: schemaToc(page, locale),
      order: schemaSidebar,
      index: schemaIndex(slug!),
      link: (item) => ({ title: item.name, path: schemaPath(item.name)! }),
      own: { schemaLinks: schemaLinksAround(slug!) },
    },
    () => renderSchemaArticle(page, locale, usedBy(page, labels)),
  );
}
export type Data = Awaited<ReturnType<typeof onBeforeRender>>['pageContext']['data'];
