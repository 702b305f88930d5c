import { mkdirSync, renameSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import type { GeneratedFiles } from '../emit/index.ts';
import { compareOutput, hasDrift, type Drift } from './compareOutput.ts';

/**
 * Replaces `outDir` with exactly `files`, atomically: everything is written to a sibling
 * directory first and swapped in with renames, so a run that fails at any point leaves the
 * previous output byte-for-byte as it was. The directory holds generated files only. Returns
 * what changed (nothing, when the output was already `files`).
 */
export function writeOutput(outDir: string, files: GeneratedFiles): Drift {
  const target = path.resolve(outDir);
  const drift = compareOutput(files, target);
  // Unchanged output is left alone: no rewrite, no new timestamps for watchers and bundlers.
  if (!hasDrift(drift)) return drift;
  const staging = `${target}.tmp-${process.pid}`;
  const previous = `${target}.old-${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  try {
    for (const [file, content] of files) {
      const full = path.join(staging, file);
      mkdirSync(path.dirname(full), { recursive: true });
      writeFileSync(full, content);
    }
    mkdirSync(staging, { recursive: true }); // An API without operations still gets its directory.
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    throw error;
  }
  const hadPrevious = existsSync(target);
  if (hadPrevious) renameSync(target, previous);
  try {
    renameSync(staging, target);
  } catch (error) {
    if (hadPrevious) renameSync(previous, target);
    rmSync(staging, { recursive: true, force: true });
    throw error;
  }
  rmSync(previous, { recursive: true, force: true });
  return drift;
}
