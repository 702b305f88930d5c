import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { OperationFile, OperationPage, Response, SharedResponse } from '../../../../generator/normalize/model.ts';
import { boundedCache } from '../../../content-pipeline/boundedCache.ts';
import { routes } from '../../../generated/routes.ts';
import { DATA_DIR, readAll, readReachedSchemas } from '../readApiData.ts';

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

/** The page of an operation from its `file` (`operations/<slug>.json`) of the generated data in `dir`: {@link operationPage}. */
export async function readOperationPage(dir: string, file: string): Promise<OperationPage> {
  const data = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as OperationFile;
  const responses = readAll<SharedResponse>(dir, 'responses', data.responses);
  const fill = (slots: Slot[]): Response[] => slots.map((slot) => (isShared(slot) ? { ...responses[slot.shared]!, ...slot } : slot));
  const { operation } = data;
  const filled = { ...operation, responses: fill(operation.responses), callbacks: operation.callbacks.map((callback) => ({ ...callback, responses: fill(callback.responses) })) };
  return { operation: filled, schemas: readReachedSchemas(dir, filled) };
}
