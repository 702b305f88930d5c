// Plain JavaScript, so that ./specDownloads.mjs and the build's own scripts, which run without a
// TypeScript loader, can use it too; its types are in ./replaceFile.d.mts.
import { renameSync, rmSync, writeFileSync } from 'node:fs';

/** What a file being written by {@link replaceFile} is called until its rename: {@link temporaryPath}. */
const TEMPORARY = /\.tmp-\d+$/;

/**
 * Where this process writes what will replace `file` (or a folder) by a rename: beside it, under a
 * name {@link isTemporary} knows, so that watchers leave it alone. Also the build's streamed
 * llms-full.txt (scripts/build/siteFiles.ts) and the generator's staging folder (./writeOutput.ts).
 */
export const temporaryPath = (file) => `${file}.tmp-${process.pid}`;

/**
 * Writes `content` to `file` atomically: a temporary file beside it, then a rename, so that an
 * interrupted write never leaves half a file, processes writing the same file side by side (two
 * builds, two pre-rendering processes) each leave a whole one, and a watcher (the dev server's)
 * sees one change. The one file write of the generator, the build and their caches (but for
 * what is streamed, under the same {@link temporaryPath}).
 */
export function replaceFile(file, content) {
  const temporary = temporaryPath(file);
  try {
    writeFileSync(temporary, content);
    renameSync(temporary, file);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
}

/** Whether `file` is one that {@link replaceFile} is still writing (not a file of its own). */
export const isTemporary = (file) => TEMPORARY.test(file);
