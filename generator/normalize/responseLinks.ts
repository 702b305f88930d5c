import type { OpenApiDocument } from '../load/index.ts';
import { dereference, unescapeSegment } from './dereference.ts';
import type { Operation, ResponseLink } from './model.ts';
import { asWritten, text } from './text.ts';

type Loose = Record<string, unknown>;

/**
 * A response's `links` (each a Link Object or a reference to one), in the document's order, its
 * target as written: which operation it is is known once every operation is ({@link linkTargets}).
 * A link naming neither an `operationId` nor an `operationRef` leads nowhere and is left out.
 */
export function normalizeLinks(raw: unknown, doc: OpenApiDocument): ResponseLink[] | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const links = Object.entries(raw as Loose).flatMap(([name, value]): ResponseLink[] => {
    const link = dereference<Loose>(doc, value);
    if (typeof link !== 'object' || link === null) return [];
    const target = text(link.operationId) ?? text(link.operationRef);
    if (target === undefined) return [];
    const parameters = typeof link.parameters === 'object' && link.parameters !== null ? Object.entries(link.parameters as Loose).map(([parameter, filled]) => ({ name: parameter, value: asWritten(filled) })) : [];
    const result: ResponseLink = { name, target, parameters };
    const description = text(link.description);
    if (description?.trim()) result.description = description;
    if (link.requestBody !== undefined) result.requestBody = asWritten(link.requestBody);
    return [result];
  });
  return links.length ? links : undefined;
}

/**
 * Each link of the operations' responses (their callbacks' too) given the operation it leads to,
 * found by its `operationId` or its local `operationRef` (`#/paths/~1users~1{id}/get`, braces
 * percent-encoded or not). `pointers` are the operations' own, in the same order.
 */
export function linkTargets(operations: Operation[], pointers: string[]): void {
  const byTarget = new Map<string, Operation>();
  operations.forEach((operation, i) => {
    if (operation.operationId !== undefined) byTarget.set(operation.operationId, operation);
    byTarget.set(pointerKey(pointers[i]!), operation);
  });
  const find = (target: string) => byTarget.get(target) ?? (target.startsWith('#') ? byTarget.get(pointerKey(target)) : undefined);
  for (const operation of operations) {
    for (const response of [...operation.responses, ...operation.callbacks.flatMap((callback) => callback.responses)]) {
      for (const link of response.links ?? []) {
        const found = find(link.target);
        if (found) link.operation = { slug: found.slug, method: found.method, path: found.path };
      }
    }
  }
}

/** A local pointer by the keys it names (`~1`, `%7B` read as `/` and `{`), so that two ways of writing one read alike. */
const pointerKey = (pointer: string) => pointer.split('/').map(unescapeSegment).join('\u0000');
