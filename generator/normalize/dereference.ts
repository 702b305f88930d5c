import type { OpenApiDocument } from '../load/index.ts';

interface Ref {
  $ref: string;
}

export const isRef = (value: unknown): value is Ref =>
  typeof value === 'object' && value !== null && typeof (value as Ref).$ref === 'string';

/**
 * A JSON pointer's segment as the key it names: `~1` is `/`, `~0` is `~`, and percent-escapes are
 * decoded where they are escapes. A `%` that starts none (a schema named `100%`, a path
 * `/discount%`) is the character itself, as Redocly's own pointers write it.
 */
export function unescapeSegment(segment: string): string {
  const key = segment.replace(/~1/g, '/').replace(/~0/g, '~');
  try {
    return decodeURIComponent(key);
  } catch {
    return key;
  }
}

/** A key as a JSON pointer's segment: `~` is `~0`, `/` is `~1` ({@link unescapeSegment} reads it back). */
export const escapeSegment = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

/** Where a component schema is, as a reference: `%` escaped too, since a pointer's segments are read percent-decoded. */
export const componentPointer = (name: string) => `#/components/schemas/${escapeSegment(name).replace(/%/g, '%25')}`;

/** The value a local JSON pointer (`#/components/…`) names in the document. */
export function resolvePointer(doc: OpenApiDocument, ref: string): unknown {
  if (!ref.startsWith('#')) throw new Error(`Unbundled external $ref ${ref}`);
  let node: unknown = doc;
  for (const raw of ref.slice(1).split('/').slice(1)) {
    const key = unescapeSegment(raw);
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
