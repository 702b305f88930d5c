import { statSync } from 'node:fs';
import path from 'node:path';

/**
 * The file a plain static server of `root` answers the site path `own` with (`api/login`: the
 * file itself, `api/login.html` or `api/login/index.html`), as hosts do (./staticServer.ts).
 */
export function staticFile(root: string, own: string): string | undefined {
  const file = path.join(root, own);
  return [file, `${file}.html`, path.join(file, 'index.html')].find((candidate) => statSync(candidate, { throwIfNoEntry: false })?.isFile());
}
