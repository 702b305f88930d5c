import type { ApiModel, SchemaPage } from '../../generator/normalize/model.ts';
import { reachableSchemas } from '../../generator/normalize/schemaTable.ts';

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
