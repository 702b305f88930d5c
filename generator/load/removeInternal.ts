import { dereference, escapeSegment, isRef } from '../normalize/dereference.ts';
import { HttpMethod } from '../normalize/model.ts';
import type { OpenApiDocument } from './index.ts';

type Loose = Record<string, unknown>;

/** Whether a node (followed through its references, when they resolve) is marked internal. */
function isInternal(doc: OpenApiDocument, node: unknown): boolean {
  try {
    const target = dereference<unknown>(doc, node);
    return typeof target === 'object' && target !== null && (target as Loose)['x-internal'] === true;
  } catch {
    return false; // An unresolved reference is the loader's to report, not this one's.
  }
}

/** A list without the entries marked internal, in place; how many it left out. */
function withoutInternal(doc: OpenApiDocument, list: unknown): number {
  if (!Array.isArray(list)) return 0;
  const before = list.length;
  for (let i = list.length - 1; i >= 0; i--) if (isInternal(doc, list[i])) list.splice(i, 1);
  return before - list.length;
}

/** What {@link removeInternal} left out, counted for the writer (`npm run generate` says it). */
export interface LeftOut {
  operations: number;
  parameters: number;
  properties: number;
}

/** The operations of a path item, by method. */
const operationsOf = (pathItem: Loose) => Object.entries(pathItem).filter(([method, operation]) => HttpMethod.safeParse(method).success && typeof operation === 'object' && operation !== null);

/**
 * Leaves out of the bundled document what it marks `x-internal: true`, so of the site and its
 * downloads, as Stoplight and Scalar read the mark: path items and operations (of the paths and
 * the webhooks), parameters (a reference to a marked one too), and properties (their names left
 * out of `required` with them). Published descriptions keep such marks on endpoints their
 * writers keep to themselves (Apideck's, Codat's, MotaWord's in APIs.guru's directory), and a
 * team keeps its internal endpoints in the description it publishes from.
 *
 * A component schema so marked stays: operations may still refer to it, and it is shown where
 * they do; it gets no page of its own (generator/normalize/normalizeNamedSchemas.ts), as
 * Stoplight leaves it out of its list. (Redocly's `remove-x-internal` decorator also removes every
 * reference to it, and then a property of Codat's referring into such a schema points nowhere.)
 */
export function removeInternal(doc: OpenApiDocument): LeftOut {
  const root = doc as unknown as Loose;
  const left: LeftOut = { operations: 0, parameters: 0, properties: 0 };
  // Most documents mark nothing: one look, without the pointers the removal needs (GitHub's 13 MB: ~120 ms with them).
  if (!marksInternal(root)) return left;
  for (const key of ['paths', 'webhooks', 'x-webhooks']) {
    const items = root[key];
    if (typeof items !== 'object' || items === null) continue;
    for (const [name, raw] of Object.entries(items as Loose)) {
      if (isInternal(doc, raw)) {
        left.operations += operationsOf(dereference<Loose>(doc, raw)).length; // It resolved, being marked.
        delete (items as Loose)[name];
        continue;
      }
      const pathItem = isRef(raw) ? undefined : (raw as Loose); // A shared path item is cleaned where it is defined.
      if (typeof pathItem !== 'object' || pathItem === null) continue;
      left.parameters += withoutInternal(doc, pathItem.parameters);
      for (const [method, operation] of operationsOf(pathItem)) {
        if (isInternal(doc, operation)) {
          delete pathItem[method];
          left.operations++;
        } else left.parameters += withoutInternal(doc, (operation as Loose).parameters);
      }
    }
  }
  for (const parameters of Object.values(((root.components as Loose | undefined)?.pathItems ?? {}) as Record<string, Loose>)) left.parameters += withoutInternal(doc, parameters?.parameters);
  const refs = new Set<string>();
  walk(root, '#', (node) => {
    if (isRef(node)) refs.add(node.$ref);
  });
  // A property something else refers to (`$ref: '#/components/schemas/Transaction/allOf/1/properties/currency'`,
  // as Codat's do) stays: the place referring to it is not internal.
  const referred = (pointer: string) => [...refs].some((ref) => ref === pointer || ref.startsWith(`${pointer}/`));
  walk(root, '#', (node, pointer) => {
    const schema = node as Loose;
    const properties = schema.properties;
    if (typeof properties !== 'object' || properties === null || Array.isArray(properties)) return;
    const names = Object.entries(properties as Loose)
      .filter(([name, property]) => (property as Loose | null)?.['x-internal'] === true && !referred(`${pointer}/properties/${escapeSegment(name)}`))
      .map(([name]) => name);
    for (const name of names) delete (properties as Loose)[name];
    if (names.length && Array.isArray(schema.required)) schema.required = schema.required.filter((name) => !names.includes(name as string));
    left.properties += names.length;
  });
  return left;
}

/** Whether anything in the document is marked internal. */
function marksInternal(node: unknown): boolean {
  if (typeof node !== 'object' || node === null) return false;
  if ((node as Loose)['x-internal'] === true) return true;
  for (const child of Array.isArray(node) ? node : Object.values(node)) if (marksInternal(child)) return true;
  return false;
}

/** Data, not schemas: a walk for schemas does not go into them. */
const VALUES = new Set(['example', 'examples', 'default', 'enum', 'const']);

/** Calls `visit` on every object of the document with its JSON pointer, parents before their children, but in example values. */
function walk(node: unknown, pointer: string, visit: (node: object, pointer: string) => void): void {
  if (Array.isArray(node)) {
    node.forEach((item, i) => walk(item, `${pointer}/${i}`, visit));
    return;
  }
  if (typeof node !== 'object' || node === null) return;
  visit(node, pointer);
  for (const [key, child] of Object.entries(node)) if (!VALUES.has(key)) walk(child, `${pointer}/${escapeSegment(key)}`, visit);
}
