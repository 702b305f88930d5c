import { componentPointer } from './dereference.ts';
import type { NamedSchema } from './model.ts';
import { normalizeExamples } from './normalizeContent.ts';
import { normalizeSchema } from './normalizeSchema.ts';
import { resolveSchemaSlugs } from './resolveSlug.ts';
import type { SchemaTable } from './schemaTable.ts';
import { onPart } from '../problems.ts';

/**
 * Every component schema (`components/schemas`) in document order, each with the slug of its
 * page and an example (issue 34): all of them, used by an operation or not, as Redoc's and
 * Scalar's "Models" list them. One that no operation reaches is normalized into the table here.
 * The example is the spec's, else one built from the schema with nothing left out, as the page
 * shows the schema whole (read-only and write-only properties flagged, not hidden).
 */
export function normalizeNamedSchemas(table: SchemaTable, file: string): NamedSchema[] {
  // One marked internal is shown where operations use it, with no page of its own (load/removeInternal.ts).
  const names = Object.entries(table.doc.components?.schemas ?? {}).flatMap(([name, schema]) => ((schema as { 'x-internal'?: unknown })['x-internal'] === true ? [] : [name]));
  const slugs = resolveSchemaSlugs(names);
  return names.map((name, i) => {
    const pointer = componentPointer(name);
    return onPart(`the schema ${name}`, { file, pointer }, () => {
      const node = normalizeSchema({ $ref: pointer }, table);
      const [example] = normalizeExamples({}, node, table, 'definition');
      return { key: node.ref!, slug: slugs[i]!, ...(example ? { example } : {}) };
    });
  });
}
