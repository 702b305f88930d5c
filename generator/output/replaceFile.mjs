// Plain JavaScript, so that ./specDownloads.mjs, which the build runs without a TypeScript loader,
// can use it too; its types are in ./replaceFile.d.mts.
import { renameSync, rmSync, writeFileSync } from 'node:fs';

/**
 * Writes `text` to `file` atomically: a temporary file beside it, then a rename, so that an
 * interrupted write never leaves half a file, and a watcher (the dev server's) sees one change.
 */
export function replaceFile(file, text) {
  const temporary = `${file}.tmp-${process.pid}`;
  try {
    writeFileSync(temporary, text);
    renameSync(temporary, file);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
}
