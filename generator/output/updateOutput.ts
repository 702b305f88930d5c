import { mkdirSync, readdirSync, rmdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { GeneratedFiles } from '../emit/index.ts';
import { compareOutput, type Drift } from './compareOutput.ts';
import { replaceFile } from './replaceFile.mjs';
import { assertGenerated } from './writeOutput.ts';

/**
 * Brings `outDir` to exactly `files` by touching only what differs: added and changed files are
 * written (each atomically), removed ones deleted with the directories they leave empty. The
 * development server's regeneration uses it rather than writeOutput's swap of the whole
 * directory, so its watcher sees only the modules an edit touched (issue 18). Returns what
 * changed.
 */
export function updateOutput(outDir: string, files: GeneratedFiles): Drift {
  const target = path.resolve(outDir);
  assertGenerated(outDir);
  const drift = compareOutput(files, target);
  for (const file of [...drift.added, ...drift.changed]) {
    const full = path.join(target, file);
    mkdirSync(path.dirname(full), { recursive: true });
    replaceFile(full, files.get(file)!);
  }
  for (const file of drift.removed) {
    rmSync(path.join(target, file));
    removeEmptyParents(path.dirname(path.join(target, file)), target);
  }
  mkdirSync(target, { recursive: true }); // An API without operations still gets its directory.
  return drift;
}

function removeEmptyParents(dir: string, root: string): void {
  for (let current = dir; current !== root && current.startsWith(root) && readdirSync(current).length === 0; current = path.dirname(current)) {
    rmdirSync(current);
  }
}
