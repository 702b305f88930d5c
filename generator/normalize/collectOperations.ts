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
 * Every operation in document order: paths in the order written, methods in the order written
 * inside each path item, then 3.1 webhooks. This order is the sidebar's and decides which of two
 * colliding slugs gets the suffix.
 */
export function collectOperations(doc: OpenApiDocument): RawOperation[] {
  const found: RawOperation[] = [];
  const sources = [
    ['operation', doc.paths],
    ['webhook', (doc as Loose).webhooks],
  ] as const;
  for (const [kind, items] of sources) {
    if (!items || typeof items !== 'object') continue;
    for (const [path, raw] of Object.entries(items as Loose)) {
      found.push(...operationsOf(kind, path, dereference<Loose>(doc, raw)));
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
