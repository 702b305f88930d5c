import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** A file's size and time as a string: it differs once the file is written, or removed. */
export function fileState(file: string): string {
  const stats = statSync(file, { throwIfNoEntry: false }); // Removed since it was listed: the next call differs.
  return `${stats?.size}\0${stats?.mtimeMs}`;
}

/** The files under `dir` as a string of their paths, sizes and times: it differs once one is written, added or removed. */
export function filesState(dir: string): string {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const file = path.join(entry.parentPath, entry.name);
      return `${file}\0${fileState(file)}`;
    })
    .join('\n');
}
