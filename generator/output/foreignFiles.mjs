// Plain JavaScript, so that the build's own scripts (scripts/build/outDir.mjs), which run without a
// TypeScript loader, can use it too; its types are in ./foreignFiles.d.mts.
import { existsSync, readdirSync, statSync } from 'node:fs';

/**
 * What `dir` holds, named for a refusal (`components, config, content, …`), when a tool that
 * replaces it whole must not: it exists, holds files, and `ours(entries)` says they are not the
 * tool's own output. Undefined when it may be replaced. The generator's output and the build's
 * are each replaced whole, and a folder of one's own given as either went with it.
 */
export function foreignFiles(dir, ours) {
  if (!existsSync(dir)) return undefined;
  const held = readdirSync(dir);
  if (held.length === 0 || ours(held)) return undefined;
  return `${held.slice(0, 3).join(', ')}${held.length > 3 ? ', …' : ''}`;
}

/** Whether `dir`, given as an output directory, is a file: refused with its own words (listing it would fail). */
export const isFile = (dir) => existsSync(dir) && !statSync(dir).isDirectory();
