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
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (typeof value !== 'object' || value === null) return;
    const ref = (value as SchemaNode).ref;
    if (typeof ref === 'string' && !(ref in reached)) {
      const target = table.get(ref);
      if (target) {
        reached[ref] = target;
        visit(target);
      }
    }
    // Examples and enum values are data, not schemas: never look for refs inside them.
    for (const [key, child] of Object.entries(value)) {
      if (key !== 'example' && key !== 'examples' && key !== 'enum' && key !== 'default' && key !== 'const' && key !== 'value') visit(child);
    }
  };
  visit(roots);
  return reached;
}
