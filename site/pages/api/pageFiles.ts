import { readFileSync } from 'node:fs';
import path from 'node:path';
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

/**
 * The files a page of the reference is made from: its own generated file (`file` in `dir`: an
 * operation's or a named schema's) and those of the schemas and shared responses it names.
 */
export function pageFiles(dir: string, file: string): string[] {
  const own = path.join(dir, file);
  const { schemas = {}, responses = {} } = JSON.parse(readFileSync(own, 'utf8')) as { schemas?: Record<string, string>; responses?: Record<string, string> };
  return [own, ...Object.values(schemas).map((name) => dataFile(dir, 'schemas', name)), ...Object.values(responses).map((name) => dataFile(dir, 'responses', name))];
}

/**
 * The files the page of the operation `/api/<slug>` is made from: its generated file and those of
 * the schemas and shared responses it refers to; undefined for a slug the API does not have.
 */
export const operationFiles = (slug: string, dir: string): string[] | undefined => (Object.hasOwn(routes, slug) ? pageFiles(dir, routes[slug]!) : undefined);

/**
 * The files the page of the named schema `/api/schemas/<slug>` is made from: its generated file
 * and those of the schemas it reaches, as an operation's; undefined for a slug the API does not have.
 */
export const schemaFiles = (slug: string, dir: string): string[] | undefined => (Object.hasOwn(schemaRoutes, slug) ? pageFiles(dir, schemaRoutes[slug]!) : undefined);

/**
 * The files the changelog is made from, given the `releases` of its history: those of each
 * operation a change names that the API still has (the changelog reads its page to link it under
 * its summary: site/components/changelog/changelogData.ts), each once. An operation the history
 * does not name is no part of it (issue 35: an edited description rendered it again in every locale).
 */
export const changelogFiles = (dir: string, releases: readonly Release[]): string[] => {
  const slugs = new Set(releases.flatMap((release) => release.changes.flatMap((change) => (change.operation ? [change.operation.slug] : []))));
  return [...new Set([...slugs].flatMap((slug) => operationFiles(slug, dir) ?? []))];
};
