import type { OpenApiDocument } from '../load/index.ts';

interface Ref {
  $ref: string;
}

export const isRef = (value: unknown): value is Ref =>
  typeof value === 'object' && value !== null && typeof (value as Ref).$ref === 'string';

/** The value a local JSON pointer (`#/components/…`) names in the document. */
export function resolvePointer(doc: OpenApiDocument, ref: string): unknown {
  if (!ref.startsWith('#')) throw new Error(`Unbundled external $ref ${ref}`);
  let node: unknown = doc;
  for (const raw of ref.slice(1).split('/').slice(1)) {
    const key = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    if (typeof node !== 'object' || node === null || !(key in node)) throw new Error(`Unresolvable $ref ${ref}`);
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

/**
 * Follows `$ref`s to a parameter, response, header, example, request body or path item (never a
 * schema: schemas keep their references). The loader has already rejected unresolvable refs.
 */
export function dereference<T>(doc: OpenApiDocument, value: unknown): T {
  let node: unknown = value;
  for (let hops = 0; isRef(node); hops++) {
    if (hops > 32) throw new Error(`$ref cycle through ${node.$ref}`);
    node = resolvePointer(doc, node.$ref);
  }
  return node as T;
}
