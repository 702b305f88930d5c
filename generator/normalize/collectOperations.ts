import type { OpenApiDocument } from '../load/index.ts';
import { dereference } from './dereference.ts';
import { HttpMethod } from './model.ts';

type Loose = Record<string, unknown>;

export interface RawOperation {
  kind: 'operation' | 'webhook';
  method: HttpMethod;
  /** The path, or the webhook's name. */
  path: string;
  pathItem: Loose;
  operation: Loose;
}

/**
 * Where a document's webhooks are: 3.1's `webhooks`, or in a 3.0 document `x-webhooks`, the
 * extension ReDoc reads them from (GitHub's description has 270). Redocly checks `x-webhooks` as
 * webhooks in 3.0 documents only: in 3.1 it is an extension like any other, and not read.
 */
export const webhooksKey = (doc: OpenApiDocument) => (String(doc.openapi).startsWith('3.0') ? 'x-webhooks' : 'webhooks');

/**
 * Every operation in document order: paths in the order written, methods in the order written
 * inside each path item, then webhooks. This order is the sidebar's and decides which of two
 * colliding slugs gets the suffix. An entry that is not a path item (`x-sdk-exclude: true` beside
 * the webhooks) is skipped: the loader has warned of it.
 */
export function collectOperations(doc: OpenApiDocument): RawOperation[] {
  const found: RawOperation[] = [];
  const sources = [
    ['operation', doc.paths],
    ['webhook', (doc as Loose)[webhooksKey(doc)]],
  ] as const;
  for (const [kind, items] of sources) {
    if (!items || typeof items !== 'object') continue;
    for (const [path, raw] of Object.entries(items as Loose)) {
      const pathItem = dereference<unknown>(doc, raw);
      if (pathItem && typeof pathItem === 'object') found.push(...operationsOf(kind, path, pathItem as Loose));
    }
  }
  return found;
}

export function operationsOf(kind: RawOperation['kind'], path: string, pathItem: Loose): RawOperation[] {
  return Object.entries(pathItem).flatMap(([key, operation]) => {
    const method = HttpMethod.safeParse(key);
    return method.success && operation && typeof operation === 'object'
      ? [{ kind, method: method.data, path, pathItem, operation: operation as Loose }]
      : [];
  });
}
