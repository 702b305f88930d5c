import type { LoadedSpec } from '../load/index.ts';
import { collectOperations } from './collectOperations.ts';
import { ApiModel, type Group } from './model.ts';
import { groupOf, normalizeOperation } from './normalizeOperation.ts';
import { normalizeInfo } from './normalizeInfo.ts';
import { resolveOperationSlugs } from './resolveSlug.ts';
import { createSchemaTable } from './schemaTable.ts';

/**
 * Stage 2: the bundled document as the {@link ApiModel}: operations in document order with
 * their slugs, grouped by tag (declared tags first, in the spec's order), and every schema that
 * a reference names. The result is validated against the model's zod schemas.
 */
export function normalizeSpec({ document }: Pick<LoadedSpec, 'document'>): ApiModel {
  const raw = collectOperations(document);
  const slugs = resolveOperationSlugs(raw);
  const table = createSchemaTable(document);
  const operations = raw.map((op, i) => normalizeOperation(op, slugs[i]!, table));

  const groups = new Map<string, Group>();
  for (const tag of document.tags ?? []) {
    groups.set(tag.name, { name: tag.name, ...(tag.description ? { description: tag.description } : {}), operations: [] });
  }
  for (const [i, op] of operations.entries()) {
    const name = groupOf(raw[i]!.operation);
    if (!groups.has(name)) groups.set(name, { name, operations: [] });
    groups.get(name)!.operations.push(op.slug);
  }

  return ApiModel.parse({
    info: normalizeInfo(document),
    groups: [...groups.values()].filter((g) => g.operations.length > 0),
    operations,
    schemas: Object.fromEntries(table.schemas),
  });
}
