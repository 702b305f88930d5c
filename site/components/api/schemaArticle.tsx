import { renderToStaticMarkup } from 'react-dom/server';
import type { SchemaPage } from '../../../generator/normalize/model.ts';
import type { LocaleCode } from '../../config/schema.ts';
import type { TocEntry } from '../../content-pipeline/rehypeHeadings.ts';
import { renderDescription } from '../../content-pipeline/renderDescription.ts';
import { LocaleProvider, translator } from '../../i18n/i18n.tsx';
import { highlightExamples } from './operationArticle.tsx';
import { SCHEMA_SECTIONS, SchemaPageView, type SchemaPageData } from './SchemaPageView.tsx';
import type { SchemaUsers } from './usedBy.ts';

/**
 * A named schema's article as static HTML, made at build time as an operation's is
 * (operationArticle.tsx): its description, the schema viewer (the operations' own, with nothing
 * left out: read-only and write-only properties are flagged), its example and the operations that
 * take or return it (`users`, usedBy.ts), linked. `page` is in the locale's translation.
 */
export async function renderSchemaArticle(page: SchemaPage, locale: LocaleCode, users: SchemaUsers): Promise<string> {
  const schema = page.schemas[page.key]!;
  const data: SchemaPageData = {
    name: page.key,
    title: schemaTitle(page, locale),
    deprecated: schema.deprecated === true,
    descriptionHtml: renderDescription(schema.description, locale),
    externalDocs: schema.externalDocs,
    schemas: page.schemas,
    examples: await highlightExamples(page.example ? [page.example] : [], 'application/json'),
    usedBy: users,
  };
  return renderToStaticMarkup(
    <LocaleProvider locale={locale}>
      <SchemaPageView data={data} />
    </LocaleProvider>,
  );
}

/** The page's title: "Room schema", in the locale's words. */
export const schemaTitle = (page: Pick<SchemaPage, 'key'>, locale: LocaleCode) => translator(locale)('api.schemaTitle', { name: page.key });

/** The article's table of contents, from the page alone (the page's data carries it, not the article). */
export function schemaToc(page: SchemaPage, locale: LocaleCode): TocEntry[] {
  const t = translator(locale);
  return [
    { depth: 2, id: SCHEMA_SECTIONS.definition, text: t('api.schemaDefinition') },
    ...(page.example ? [{ depth: 2, id: SCHEMA_SECTIONS.example, text: t('api.example') }] : []),
    { depth: 2, id: SCHEMA_SECTIONS.usedBy, text: t('api.usedBy') },
  ];
}
