import { expect } from 'vitest';
import type { ApiModel, OperationPage, SchemaPage } from '../../generator/normalize/model.ts';
import { reachableSchemas } from '../../generator/normalize/schemaTable.ts';
import { operationToc, renderOperationArticle } from '../../site/components/api/operationArticle.tsx';
import type { LocaleCode } from '../../site/config/schema.ts';

/** Each operation of a model as its page reads it (site/pages/api/@slug/operationPage.ts): the operation and the schemas it reaches. */
export function operationPages(model: ApiModel) {
  const schemas = new Map(Object.entries(model.schemas));
  return model.operations.map((operation) => ({ operation, schemas: reachableSchemas(operation, schemas) }));
}

/** Each named schema of a model as its page reads it (site/pages/api/schemas/@slug/schemaPage.ts): the schema and the schemas it reaches (generator/emit). */
export function schemaPages(model: ApiModel): SchemaPage[] {
  const schemas = new Map(Object.entries(model.schemas));
  return model.namedSchemas.map(({ key, slug, example }) => ({ key, slug, ...(example ? { example } : {}), usedBy: [], schemas: reachableSchemas({ ref: key }, schemas) }));
}

/** Renders each operation's article in `locale` as its page does, expecting every section its table of contents names there. */
export async function expectOperationArticles(pages: OperationPage[], locale: LocaleCode): Promise<void> {
  for (const page of pages) {
    const html = await renderOperationArticle(page, locale);
    for (const { id } of operationToc(page, locale)) expect(html, `${page.operation.slug} (${locale})`).toContain(` id="${id}"`);
  }
}
