import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { OperationFile, SchemaFiles, SchemaNode, SchemaPageFile } from '../../../generator/normalize/model.ts';
import { reachableSchemas } from '../../../generator/normalize/schemaTable.ts';
import type { Release } from '../../../generator/releases/model.ts';
import { routes, schemaRoutes } from '../../generated/routes.ts';

/**
 * The files of the generated data (in `dir`, site/generated) a page of the reference is made
 * from: the key of its data in the build's cache (scripts/build/pageKeys.ts). Apart from the
 * pages' readers (./readApiData.ts), whose data folder is `import.meta.env.API_DATA_DIR`: the
 * build script, which makes the keys, runs without Vite.
 */

/** The file of a schema or shared response (`kind`) named `name` in the generated data in `dir`. */
export const dataFile = (dir: string, kind: 'schemas' | 'responses', name: string) => path.join(dir, kind, `${name}.json`);

/** Which file of the generated data holds each schema (generator/normalize/model.ts, SchemaFiles). */
export const SCHEMA_FILES = 'schema-files.json';

/** Reads a file of the generated data as JSON: as it is, or from what was read before. */
export type ReadJson = <T>(file: string) => T;

/**
 * A {@link ReadJson} that parses each file once: the keys of a build's pages read the same schemas
 * again and again. Its files' bytes come from `readBytes` (the keys' hasher, which keeps what it
 * reads: scripts/build/pageCache.ts, filesHasher).
 */
export function jsonReader(readBytes: (file: string) => Buffer = readFileSync): ReadJson {
  const parsed = new Map<string, unknown>();
  return <T>(file: string) => {
    if (!parsed.has(file)) parsed.set(file, JSON.parse(readBytes(file).toString('utf8')));
    return parsed.get(file) as T;
  };
}

/**
 * The schemas of the generated data in `dir` as a table to follow references through
 * (generator/normalize/schemaTable.ts, reachableSchemas), each read by `read` from its file when
 * first met, and the file of each. No data file lists what an operation or a schema reaches (it
 * would grow with every operation times what its schemas reach: generator/emit).
 */
export function schemaTable(dir: string, read: ReadJson) {
  const names = read<SchemaFiles>(path.join(dir, SCHEMA_FILES));
  const file = (key: string) => (Object.hasOwn(names, key) ? dataFile(dir, 'schemas', names[key]!) : undefined);
  return {
    index: path.join(dir, SCHEMA_FILES),
    file,
    get: (key: string) => {
      const found = file(key);
      return found === undefined ? undefined : read<SchemaNode>(found);
    },
  };
}

/**
 * The files a page of the reference is made from: its own generated file (`file` in `dir`: an
 * operation's or a named schema's), those of its shared responses, and those of the schemas its
 * references reach, with the list of which file holds each schema.
 */
export function pageFiles(dir: string, file: string, read: ReadJson = jsonReader()): string[] {
  const own = path.join(dir, file);
  const data = read<Partial<OperationFile & SchemaPageFile>>(own);
  const responses = Object.values(data.responses ?? {}).map((name) => dataFile(dir, 'responses', name));
  const table = schemaTable(dir, read);
  const roots = data.operation ? [data.operation, ...responses.map((response) => read(response))] : { ref: data.key };
  const schemas = Object.keys(reachableSchemas(roots, table)).map((key) => table.file(key)!);
  return [own, table.index, ...schemas, ...responses];
}

/**
 * The files the page of the operation `/api/<slug>` is made from: its generated file and those of
 * the schemas and shared responses it refers to; undefined for a slug the API does not have.
 */
export const operationFiles = (slug: string, dir: string, read?: ReadJson): string[] | undefined => (Object.hasOwn(routes, slug) ? pageFiles(dir, routes[slug]!, read) : undefined);

/**
 * The files the page of the named schema `/api/schemas/<slug>` is made from: its generated file
 * and those of the schemas it reaches, as an operation's; undefined for a slug the API does not have.
 */
export const schemaFiles = (slug: string, dir: string, read?: ReadJson): string[] | undefined => (Object.hasOwn(schemaRoutes, slug) ? pageFiles(dir, schemaRoutes[slug]!, read) : undefined);

/**
 * The files the changelog is made from, given the `releases` of its history: those of each
 * operation a change names that the API still has (the changelog reads its page to link it under
 * its summary: site/components/changelog/changelogData.ts), each once. An operation the history
 * does not name is no part of it (issue 35: an edited description rendered it again in every locale).
 */
export const changelogFiles = (dir: string, releases: readonly Release[], read?: ReadJson): string[] => {
  const slugs = new Set(releases.flatMap((release) => release.changes.flatMap((change) => (change.operation ? [change.operation.slug] : []))));
  return [...new Set([...slugs].flatMap((slug) => operationFiles(slug, dir, read) ?? []))];
};
