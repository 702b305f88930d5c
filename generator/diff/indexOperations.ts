import type { OpenApiDocument } from '../load/index.ts';
import { collectOperations } from '../normalize/collectOperations.ts';
import { isRef, resolvePointer } from '../normalize/dereference.ts';
import { resolveOperationSlugs } from '../normalize/resolveSlug.ts';
import type { OperationRef } from './model.ts';

export interface OperationIndex {
  document: OpenApiDocument;
  /** Every operation (and webhook) of the document, in its order. */
  operations: OperationRef[];
  /** The operations whose request or responses reach a component (`#/components/schemas/User`), through any depth of references. */
  reaching(componentRef: string): OperationRef[];
  /** The security requirements an operation answers to: its own, or else the document's (none: anyone may call it). */
  securityOf(operation: OperationRef): unknown[];
}

/**
 * The operations of a bundled document with their page names (the generator's slugs) and, for
 * each, the components it reaches. Redocly reports a change inside a shared component once, at
 * the first operation that reaches it; this index spreads it to every operation it changes.
 */
export function indexOperations(document: OpenApiDocument): OperationIndex {
  // Webhooks too: they take part in slug collisions, and their changes are theirs (path = name).
  const raw = collectOperations(document);
  const slugs = resolveOperationSlugs(raw);
  const operations = raw.map((op, i) => ({ method: op.method, path: op.path, slug: slugs[i]! }));
  let reached: Set<string>[] | undefined;
  return {
    document,
    operations,
    reaching(componentRef) {
      reached ??= raw.map((op) => componentsReached(document, [op.pathItem.parameters, op.operation]));
      return operations.filter((_, i) => reached![i]!.has(componentRef));
    },
    securityOf(operation) {
      const own = raw.find((op) => op.method === operation.method && op.path === operation.path)?.operation.security;
      const security = own ?? document.security;
      return Array.isArray(security) ? security : [];
    },
  };
}

/** Every `#/components/…` reference reachable from the roots, each followed once (so cycles end). */
function componentsReached(document: OpenApiDocument, roots: unknown[]): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length > 0) {
    const node = stack.pop();
    if (typeof node !== 'object' || node === null) continue;
    if (isRef(node)) {
      if (!node.$ref.startsWith('#/components/') || seen.has(node.$ref)) continue;
      seen.add(node.$ref);
      stack.push(resolvePointer(document, node.$ref));
      continue;
    }
    stack.push(...Object.values(node));
  }
  return seen;
}
