import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { SchemaPage, SchemaPageFile } from '../../../../../generator/normalize/model.ts';
import { boundedCache } from '../../../../content-pipeline/boundedCache.ts';
import { schemaRoutes } from '../../../../generated/routes.ts';
import { DATA_DIR, readReachedSchemas } from '../../readApiData.ts';

/**
 * The page of the named schema `/api/schemas/<slug>` (in English, the spec's own text), put
 * together from its generated file and the files of the schemas it reaches (generator/emit);
 * undefined for a slug the API does not have. Its locales, HTML and Markdown share the object.
 */
export function schemaPage(slug: string): SchemaPage | undefined {
  if (!Object.hasOwn(schemaRoutes, slug)) return undefined;
  let page = pages.get(slug);
  if (!page) pages.set(slug, (page = readSchemaPage(DATA_DIR, schemaRoutes[slug]!)));
  return page;
}

const pages = boundedCache<SchemaPage>(16);

/** The page of a named schema from its `file` (`schema-pages/<slug>.json`) of the generated data in `dir`: {@link schemaPage}. */
export function readSchemaPage(dir: string, file: string): SchemaPage {
  const data = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as SchemaPageFile;
  return { ...data, schemas: readReachedSchemas(dir, { ref: data.key }) };
}
