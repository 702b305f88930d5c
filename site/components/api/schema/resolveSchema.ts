import type { SchemaNode } from '../../../../generator/normalize/model.ts';
import { mergeTwo, type MergedSchema } from './mergeSchemas.ts';

type Table = Record<string, SchemaNode>;

/** Keys that describe a use of a schema without changing its shape. */
const ANNOTATIONS = new Set(['title', 'description', 'nullable', 'readOnly', 'writeOnly', 'createOnly', 'deprecated', 'example', 'default']);

/** A referenced schema as this use of it sees it: the siblings of `ref` (description, flags) win. */
export function overlay(target: SchemaNode, siblings: SchemaNode): SchemaNode {
  const result: SchemaNode = { ...target };
  for (const [key, value] of Object.entries(siblings)) if (key !== 'ref' && value !== undefined) (result as Record<string, unknown>)[key] = value;
  return result;
}

/** Whether a schema only annotates (a description, flags), saying nothing of a value's shape. */
const annotatesOnly = (node: SchemaNode) => Object.entries(node).every(([key, value]) => value === undefined || ANNOTATIONS.has(key));

/**
 * `{ description, nullable, allOf: [{ ref: X }] }`, and the same with a one-entry `oneOf`/`anyOf`,
 * is how OpenAPI 3.0 (and 3.1's `oneOf: [X, null]`, which the normalizer turns into this) annotates
 * a use of X: read it as a reference to X, so it is named X and a cycle through it is caught. So is
 * `allOf: [{ ref: X }, { description }]`, the annotations in parts of their own, as AWS's
 * descriptions write most properties: merged as a schema of no name, X's own properties that use
 * X so were expanded again without end (a stack overflow in six of APIs.guru's AWS documents).
 */
export function asSoleRef(node: SchemaNode): SchemaNode {
  const wrappers = (['allOf', 'oneOf', 'anyOf'] as const).filter((key) => node[key] !== undefined);
  if (wrappers.length !== 1 || node.discriminator) return node;
  const key = wrappers[0]!;
  const { [key]: list = [], ...outer } = node;
  const notes = key === 'allOf' ? list.filter((part) => !part.ref && annotatesOnly(part)) : [];
  const [only, ...more] = list.filter((part) => !notes.includes(part));
  if (more.length > 0 || !only?.ref || !annotatesOnly(outer)) return node;
  // The use's own annotations win over its parts', as a ref's siblings win over its target's.
  return overlay(only, Object.assign({}, ...notes, outer));
}

/**
 * `allOf` merged into one schema (STYLE.md's mergeAllOf): references inside it resolved through
 * the table, nested `allOf` flattened, and a one-entry `oneOf`/`anyOf` without discriminator read
 * as one more part. `expanding` is the refs open on the current path and `owner` the ref whose
 * body this is: a base schema that lists its subtypes in `oneOf` (Pet → Cat, Dog, with Cat =
 * allOf [Pet, …]) lends a subtype its properties but not its list of subtypes again.
 */
export function mergeAllOf(node: SchemaNode, schemas: Table, expanding: ReadonlySet<string>, owner?: string, merged = new Set<string>()): MergedSchema {
  return flatten(node, schemas, expanding, new Set(owner ? [owner] : []), merged);
}

/** {@link mergeAllOf}, adding to `merged` the refs whose bodies it merges. */
function flatten(node: SchemaNode, schemas: Table, expanding: ReadonlySet<string>, merging: ReadonlySet<string>, merged: Set<string>): MergedSchema {
  const { allOf, ...outer } = node;
  let result: MergedSchema = outer;
  if (allOf?.length) {
    const parts = allOf.map((part) => resolvePart(part, schemas, expanding, merging, merged)).filter((p) => p !== undefined);
    if (parts.length) {
      const nullable = outer.nullable || parts.every((p) => p.nullable);
      result = mergeTwo(outer, parts.reduce(mergeTwo));
      if (nullable) result.nullable = true;
      else delete result.nullable;
    }
  }
  for (const key of ['oneOf', 'anyOf'] as const) {
    const single = result[key];
    if (single?.length === 1 && !result.discriminator) {
      const { [key]: _single, ...rest } = result;
      return flatten({ ...rest, allOf: single }, schemas, expanding, merging, merged);
    }
  }
  return result;
}

function resolvePart(part: SchemaNode, schemas: Table, expanding: ReadonlySet<string>, merging: ReadonlySet<string>, merged: Set<string>): MergedSchema | undefined {
  if (!part.ref) return flatten(part, schemas, expanding, merging, merged);
  const target = schemas[part.ref];
  if (!target || merging.has(part.ref)) return undefined; // A = allOf [A, …]: the part adds nothing new.
  let body = overlay(target, part);
  if (expanding.has(part.ref) || listsAny(body, merging)) {
    const { oneOf: _oneOf, anyOf: _anyOf, discriminator: _discriminator, ...rest } = body;
    body = rest;
  }
  merged.add(part.ref);
  return flatten(body, schemas, expanding, new Set([...merging, part.ref]), merged);
}

/** Whether a base schema's variants or discriminator mapping name one of `refs`. */
function listsAny(schema: SchemaNode, refs: ReadonlySet<string>): boolean {
  const named = [...(schema.oneOf ?? []), ...(schema.anyOf ?? [])].map((v) => v.ref);
  named.push(...Object.values(schema.discriminator?.mapping ?? {}));
  return named.some((ref) => ref !== undefined && refs.has(ref));
}
