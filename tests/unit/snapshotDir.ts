import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Every file under `dir` with its bytes, to prove a directory was left exactly as it was. */
export function snapshotDir(dir: string): Record<string, string> {
  return Object.fromEntries(
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => {
        const file = path.join(e.parentPath, e.name);
        return [path.relative(dir, file), readFileSync(file).toString('base64')];
      }),
  );
}
