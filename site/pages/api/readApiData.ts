import { readFileSync } from 'node:fs';
import type { SchemaNode } from '../../../generator/normalize/model.ts';
import { reachableSchemas } from '../../../generator/normalize/schemaTable.ts';
import { boundedCache } from '../../content-pipeline/boundedCache.ts';
import { dataFile, SCHEMA_FILES, schemaTable } from './pageFiles.ts';

/**
 * The generator's data (site/generated), read as pages render rather than bundled (issue 16).
 * vite.config.ts and vitest.config.ts name it: a bundled server cannot find it from its own file.
 */
export const DATA_DIR: string = import.meta.env.API_DATA_DIR;

/**
 * Schemas and shared responses as read, by file: most recur on nearby pages (the three locales
 * of a page, every error's `Problem`). Values, never promises: a promise made while Vike renders
 * a page would keep that page's context (site/prerender, `release`). The development server
 * empties it when the generator rewrites the data (scripts/dev/livePreview.ts, clearMemos).
 */
const parsed = boundedCache<unknown>(200);

/**
 * The list of which file holds each schema, apart: every page of the reference reads it first,
 * and a page that reaches more than 200 schemas (Microsoft Graph's reach up to 578) would push it
 * out of {@link parsed} for the next page to parse again (~1 MB there).
 */
const schemaIndex = boundedCache<unknown>(1);

function readData<T>(file: string): T {
  const memo = file.endsWith(SCHEMA_FILES) ? schemaIndex : parsed;
  const known = memo.get(file);
  if (known !== undefined) return known as T;
  const data = JSON.parse(readFileSync(file, 'utf8')) as T;
  memo.set(file, data);
  return data;
}

/** The files of `names` (key → file name in `dir`/`kind`), by key: an operation's shared responses. */
export const readAll = <T>(dir: string, kind: 'responses', names: Record<string, string>): Record<string, T> =>
  Object.fromEntries(Object.entries(names).map(([key, name]) => [key, readData<T>(dataFile(dir, kind, name))]));

/**
 * The schemas that `roots` (an operation, a schema's reference) reach through references, by
 * key in first-reached order, each read from its file in `dir` as the references are followed.
 */
export const readReachedSchemas = (dir: string, roots: unknown): Record<string, SchemaNode> => reachableSchemas(roots, schemaTable(dir, readData));
