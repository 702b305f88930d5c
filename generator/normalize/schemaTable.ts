import type { OpenApiDocument } from '../load/index.ts';
import { unescapeSegment } from './dereference.ts';
import type { SchemaNode } from './model.ts';

/**
 * The schemas that references point at, filled as the normalizer meets them. A key is the
 * component's name for `#/components/schemas/<name>`, else the JSON pointer itself.
 */
export interface SchemaTable {
  doc: OpenApiDocument;
  schemas: Map<string, SchemaNode>;
}

export const createSchemaTable = (doc: OpenApiDocument): SchemaTable => ({ doc, schemas: new Map() });

const COMPONENT = '#/components/schemas/';

export const schemaKey = (ref: string) =>
  ref.startsWith(COMPONENT) && !ref.slice(COMPONENT.length).includes('/')
    ? unescapeSegment(ref.slice(COMPONENT.length))
    : ref;

/**
 * Every table key that `roots` reach through references, in first-reached order. The table is
 * looked up only for the keys met: the site's reads each schema from its file then (site/pages/api/pageFiles.ts).
 */
export function reachableSchemas(roots: unknown, table: Pick<ReadonlyMap<string, SchemaNode>, 'get'>): Record<string, SchemaNode> {
  const reached: Record<string, SchemaNode> = {};
  const follow = (refs: readonly string[]): void => {
    for (const ref of refs) {
      if (ref in reached) continue;
      const target = table.get(ref);
      if (target) {
        reached[ref] = target;
        follow(refsOf(target));
      }
    }
  };
  follow(typeof roots === 'object' && roots !== null ? refsOf(roots) : []);
  return reached;
}

/**
 * The references in `value`, in the order a walk of it meets them, without following any. Kept
 * per object: a schema is walked for every operation and schema that reaches it, and Microsoft
 * Graph's 14,000 pages reach ~33 each (the pages' keys took 6.1 s walking them whole, issue 32).
 * Nodes are never changed once made.
 */
function refsOf(value: object): readonly string[] {
  let refs = refsIn.get(value);
  if (!refs) refsIn.set(value, (refs = collectRefs(value, [])));
  return refs;
}

const refsIn = new WeakMap<object, readonly string[]>();

function collectRefs(value: unknown, refs: string[]): string[] {
  if (Array.isArray(value)) {
    for (const item of value) collectRefs(item, refs);
    return refs;
  }
  if (typeof value !== 'object' || value === null) return refs;
  const ref = (value as SchemaNode).ref;
  if (typeof ref === 'string') refs.push(ref);
  // Examples and enum values are data, not schemas: never look for refs inside them.
  for (const [key, child] of Object.entries(value)) {
    if (key !== 'example' && key !== 'examples' && key !== 'enum' && key !== 'default' && key !== 'const' && key !== 'value') collectRefs(child, refs);
  }
  return refs;
}
