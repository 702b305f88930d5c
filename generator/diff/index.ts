import path from 'node:path';
import { loadSpec } from '../load/index.ts';
import { UserError } from '../problems.ts';
import { attributeChanges } from './attributeChanges.ts';
import { indexOperations } from './indexOperations.ts';
import { diffableFile } from './diffableFile.ts';
import type { SpecChange, SpecDiff } from './model.ts';
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
  const loading = { base: loadSpec(base.file, options).catch(namedAs(base)), revision: loadSpec(revision.file, options).catch(namedAs(revision)) };
  const diffable = [diffableFile(base.file, loading.base), diffableFile(revision.file, loading.revision)] as const;
  try {
    const report = Promise.all(diffable).then(([b, r]) => runRedoclyDiff(b.file, r.file));
    const [baseSpec, revisionSpec, { changes: reported }] = await Promise.all([loading.base, loading.revision, report]);
    const specs = { base: baseSpec, revision: revisionSpec };
    const changes = attributeChanges(reported, { base: indexOperations(baseSpec.document), revision: indexOperations(revisionSpec.document) });
    const relative = (file: string) => path.relative(process.cwd(), file) || file;
    const display = { base: base.display ?? relative, revision: revision.display ?? relative };
    // A converted Swagger 2.0 side's changes are placed where their nodes are written in its files.
    const source = ({ side, pointer, ...where }: SpecChange['location']) => {
      const sourceOf = specs[side].sourceOf;
      return sourceOf ? { side, ...sourceOf(pointer ?? '#') } : { side, pointer, ...where };
    };
    return {
      base: display.base(base.file),
      revision: display.revision(revision.file),
      versions: { base: String(baseSpec.document.info.version), revision: String(revisionSpec.document.info.version) },
      changes: changes.map((change) => {
        const location = source(change.location);
        return { ...change, location: { ...location, file: display[location.side](location.file) } };
      }),
    };
  } finally {
    for (const side of await Promise.allSettled(diffable)) if (side.status === 'fulfilled') side.value.dispose();
  }
}

/**
 * A side's problems named as the result names its files: a git base's spec is unpacked in a
 * temporary directory, and `npm run diff -- --base v1.3.0` on an invalid one said
 * `../../tmp/spec-base-NGy6fJ/spec/openapi.yaml:73:1` rather than `v1.3.0:spec/openapi.yaml:73:1`.
 */
const namedAs =
  ({ file, display }: DiffInput) =>
  (error: unknown): never => {
    if (!(error instanceof UserError) || !display) throw error;
    const written = path.relative(process.cwd(), file) || file;
    throw new UserError(error.message.replaceAll(written, display(file)), error.problems.map((problem) => ({ ...problem, file: display(problem.file) })));
  };

