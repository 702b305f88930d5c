import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { OperationFile, OperationPage, Response, SchemaNode, SharedResponse } from '../../../../generator/normalize/model.ts';
import { boundedCache } from '../../../content-pipeline/boundedCache.ts';
import { routes } from '../../../generated/routes.ts';

/**
 * The generator's data (site/generated), read as pages render rather than bundled (issue 16).
 * vite.config.ts and vitest.config.ts name it: a bundled server cannot find it from its own file.
 */
const DATA_DIR: string = import.meta.env.API_DATA_DIR;

/**
 * Schemas and shared responses as read, by file: most recur on nearby pages (the three locales
 * of a page, every error's `Problem`). Values, never promises: a promise made while Vike renders
 * a page would keep that page's context (site/prerender, `release`). The development server
 * empties it when the generator rewrites the data (scripts/dev/livePreview.ts, clearMemos).
 */
const parsed = boundedCache<unknown>(200);

function readData<T>(file: string): T {
  const known = parsed.get(file);
  if (known !== undefined) return known as T;
  const data = JSON.parse(readFileSync(file, 'utf8')) as T;
  parsed.set(file, data);
  return data;
}

/** The file of a schema or shared response (`kind`) named `name` in the generated data in `dir`. */
const dataFile = (dir: string, kind: 'schemas' | 'responses', name: string) => path.join(dir, kind, `${name}.json`);

/** The files of `names` (key → file name in `dir`/`kind`), by key. */
const readAll = <T>(dir: string, kind: 'schemas' | 'responses', names: Record<string, string>): Record<string, T> =>
  Object.fromEntries(Object.entries(names).map(([key, name]) => [key, readData<T>(dataFile(dir, kind, name))]));

type Slot = OperationFile['operation']['responses'][number];
const isShared = (slot: Slot): slot is { status: string; shared: string } => !('content' in slot);

/**
 * The page of the operation `/api/<slug>` (in English, the spec's own text), put together from its
 * generated file and the files of the schemas and shared responses it refers to
 * (generator/emit); undefined for a slug the API does not have.
 */
export async function operationPage(slug: string): Promise<OperationPage | undefined> {
  if (!Object.hasOwn(routes, slug)) return undefined;
  let page = pages.get(slug);
  if (!page) pages.set(slug, (page = await readOperationPage(DATA_DIR, routes[slug]!)));
  return page;
}

/**
 * The pages last put together. A page's locales are rendered one after the other and share its
 * object, so what is made once per page is made once for all of them (its code samples,
 * site/components/api/operationArticle.tsx).
 */
const pages = boundedCache<OperationPage>(16);

/**
 * The files the page of the operation `/api/<slug>` is made from: its generated file and those of
 * the schemas and shared responses it refers to (the page's key in the build's cache,
 * scripts/build/pageCache.ts); undefined for a slug the API does not have.
 */
export function operationFiles(slug: string, dir = DATA_DIR): string[] | undefined {
  if (!Object.hasOwn(routes, slug)) return undefined;
  const file = path.join(dir, routes[slug]!);
  const { schemas, responses } = JSON.parse(readFileSync(file, 'utf8')) as OperationFile;
  return [file, ...Object.values(schemas).map((name) => dataFile(dir, 'schemas', name)), ...Object.values(responses).map((name) => dataFile(dir, 'responses', name))];
}

/** The page of an operation from its `file` (`operations/<slug>.json`) of the generated data in `dir`: {@link operationPage}. */
export async function readOperationPage(dir: string, file: string): Promise<OperationPage> {
  const data = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as OperationFile;
  const schemas = readAll<SchemaNode>(dir, 'schemas', data.schemas);
  const responses = readAll<SharedResponse>(dir, 'responses', data.responses);
  const fill = (slots: Slot[]): Response[] => slots.map((slot) => (isShared(slot) ? { ...responses[slot.shared]!, ...slot } : slot));
  const { operation } = data;
  return {
    operation: { ...operation, responses: fill(operation.responses), callbacks: operation.callbacks.map((callback) => ({ ...callback, responses: fill(callback.responses) })) },
    schemas,
  };
}
