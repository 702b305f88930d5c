import type { LoadedSpec } from '../load/index.ts';
import { relative } from '../load/locateProblem.ts';
import { onPart } from '../problems.ts';
import { collectOperations, webhooksKey, type RawOperation } from './collectOperations.ts';
import { ApiModel } from './model.ts';
import { normalizeGroups } from './normalizeGroups.ts';
import { normalizeOperation } from './normalizeOperation.ts';
import { normalizeInfo } from './normalizeInfo.ts';
import { normalizeNamedSchemas } from './normalizeNamedSchemas.ts';
import { resolveOperationSlugs } from './resolveSlug.ts';
import { linkTargets } from './responseLinks.ts';
import { createSchemaTable } from './schemaTable.ts';
import { escapeSegment } from './dereference.ts';

/**
 * Stage 2: the bundled document as the {@link ApiModel}: operations in document order with
 * their slugs, grouped by tag (./normalizeGroups.ts), every schema that a
 * reference names, and every component schema with its page's slug. The result is validated
 * against the model's zod schemas.
 */
export function normalizeSpec({ document, sources }: Pick<LoadedSpec, 'document' | 'sources'>): ApiModel {
  const file = relative(sources[0]!);
  const raw = collectOperations(document);
  const slugs = resolveOperationSlugs(raw);
  const table = createSchemaTable(document);
  const pointers = raw.map((op) => operationPointer(op, document));
  const operations = raw.map((op, i) =>
    onPart(`${op.method.toUpperCase()} ${op.path}`, { file, pointer: pointers[i]! }, () => normalizeOperation(op, slugs[i]!, table)),
  );
  linkTargets(operations, pointers);
  const namedSchemas = normalizeNamedSchemas(table, file);

  return onPart('the API model', { file }, () => ApiModel.parse({
    info: normalizeInfo(document),
    groups: normalizeGroups(document, operations),
    operations,
    schemas: Object.fromEntries(table.schemas),
    namedSchemas,
  }));
}

/** Where the bundled document has an operation: `#/paths/~1rooms/get`, `#/webhooks/newPet/post`. */
const operationPointer = ({ kind, path, method }: RawOperation, document: LoadedSpec['document']) =>
  `#/${kind === 'webhook' ? webhooksKey(document) : 'paths'}/${escapeSegment(path)}/${method}`;
