import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** The files under `dir` as a string of their paths, sizes and times: it differs once one is written, added or removed. */
export function filesState(dir: string): string {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const file = path.join(entry.parentPath, entry.name);
      const stats = statSync(file, { throwIfNoEntry: false }); // Removed since it was listed: the next call differs.
      return `${file}\0${stats?.size}\0${stats?.mtimeMs}`;
    })
    .join('\n');
}
