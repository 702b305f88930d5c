import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { GeneratedFiles } from '../emit/index.ts';
import { listFiles } from './inputs.mjs';

export interface Drift {
  /** Files the spec now produces that are missing from the directory. */
  added: string[];
  /** Files in the directory that the spec no longer produces. */
  removed: string[];
  /** Files whose content differs. */
  changed: string[];
}

/**
 * How `dir` differs from freshly generated `files`. `npm run check` (drift) and the golden-file
 * tests both use it, so they agree on what "up to date" means.
 */
export function compareOutput(files: GeneratedFiles, dir: string): Drift {
  const onDisk = new Set(listFiles(dir));
  const drift: Drift = { added: [], removed: [], changed: [] };
  for (const [file, content] of files) {
    if (!onDisk.has(file)) drift.added.push(file);
    else if (readFileSync(path.join(dir, file), 'utf8') !== content) drift.changed.push(file);
  }
  for (const file of onDisk) if (!files.has(file)) drift.removed.push(file);
  for (const list of Object.values(drift)) list.sort();
  return drift;
}

export const hasDrift = (d: Drift) => d.added.length + d.removed.length + d.changed.length > 0;
