import { existsSync, linkSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { GeneratedFiles } from '../emit/index.ts';
import { UserError } from '../problems.ts';
import { compareOutput, hasDrift, type Drift } from './compareOutput.ts';
import { foreignFiles, isFile } from './foreignFiles.mjs';
import { INPUTS_FILE } from './inputs.mjs';
import { temporaryPath } from './replaceFile.mjs';

/**
 * Replaces `outDir` with exactly `files`, atomically: everything is put in a sibling directory
 * first and swapped in with renames, so a run that fails at any point leaves the previous output
 * byte-for-byte as it was. Only the added and changed files are written there; the others are
 * linked to the previous output's, so that they stay the same files (times and all) and the run
 * creates a few files rather than every one (a one-description rebuild: ~600, right after
 * removing as many, which ext4 makes slow: docs/performance-history.md). The directory holds
 * generated files only. Returns what changed (nothing, when the output was already `files`).
 */
export function writeOutput(outDir: string, files: GeneratedFiles): Drift {
  const target = path.resolve(outDir);
  assertGenerated(outDir);
  const drift = compareOutput(files, target);
  // Unchanged output is left alone: no rewrite, no new timestamps for watchers and bundlers.
  if (!hasDrift(drift)) return drift;
  const staging = temporaryPath(target);
  const previous = `${target}.old-${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  const written = new Set([...drift.added, ...drift.changed]);
  try {
    for (const [file, content] of files) {
      const full = path.join(staging, file);
      mkdirSync(path.dirname(full), { recursive: true });
      if (written.has(file)) writeFileSync(full, content);
      else linkSync(path.join(target, file), full);
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

/**
 * Refuses an output directory that holds files and no record of a generation (inputs.json,
 * ./inputs.mjs), which every output has: the generator replaces the whole directory, and
 * `--out site` (for site/generated) would have deleted the site's sources.
 */
export function assertGenerated(outDir: string): void {
  if (isFile(outDir)) throw new UserError(`The output directory ${outDir} is a file: give a directory (new, empty, or one the generator wrote).`);
  const held = foreignFiles(path.resolve(outDir), (entries) => entries.includes(INPUTS_FILE));
  if (held === undefined) return;
  throw new UserError(
    `The output directory ${outDir} holds files the generator did not write (${held}), and it replaces the whole directory: give a new or empty one, or one it generated before (with its ${INPUTS_FILE}).`,
  );
}
