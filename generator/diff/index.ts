import path from 'node:path';
import { loadSpec } from '../load/index.ts';
import { attributeChanges } from './attributeChanges.ts';
import { indexOperations } from './indexOperations.ts';
import type { SpecDiff } from './model.ts';
import { runRedoclyDiff } from './runRedoclyDiff.ts';

export type { SpecChange, SpecDiff } from './model.ts';

interface DiffInput {
  file: string;
  /** How to name one of its files in the result (a git base names them `REF:path`). */
  display?: (file: string) => string;
}

/**
 * Compares two OpenAPI documents: every change that matters to a client, on each operation it
 * changes (by method and path), classified breaking, deprecation or non-breaking, located in the
 * revision (or, for what was removed, in the base). Redocly's `diff` finds and rates the changes;
 * we read both documents with the generator's loader to name operations by their page slugs
 * and to spread a change of a shared component to every operation that reaches it.
 */
export async function diffSpecs(base: DiffInput, revision: DiffInput): Promise<SpecDiff> {
  const options = { validateExamples: false };
  const [report, baseSpec, revisionSpec] = await Promise.all([runRedoclyDiff(base.file, revision.file), loadSpec(base.file, options), loadSpec(revision.file, options)]);
  const changes = attributeChanges(report.changes, { base: indexOperations(baseSpec.document), revision: indexOperations(revisionSpec.document) });
  const relative = (file: string) => path.relative(process.cwd(), file) || file;
  const display = { base: base.display ?? relative, revision: revision.display ?? relative };
  return {
    base: display.base(base.file),
    revision: display.revision(revision.file),
    versions: { base: String(baseSpec.document.info.version), revision: String(revisionSpec.document.info.version) },
    changes: changes.map((change) => ({ ...change, location: { ...change.location, file: display[change.location.side](change.location.file) } })),
  };
}
