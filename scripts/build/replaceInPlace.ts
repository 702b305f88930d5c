import { readdirSync, rmdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { BUILD_MARK } from './outDir.mjs';

// The build's output is replaced in place: files are overwritten where they are, and only those
// the build did not write are removed, at its end. Emptying the output first (Vite's default)
// made the build ~1.2 s slower: ext4 allocates inodes slowly next to many recently deleted ones,
// and the build creates ~2,000 files right after deleting as many (a kernel profile showed a
// quarter of the build's CPU time there).
//
// The build script marks its start in the output directory before anything writes there
// (./build.mjs, markBuildStart); once the pages are pre-rendered (./prerenderAfterBuild.ts),
// every file under it older than the mark is removed, and the directories that leaves empty
// ({@link pruneOutput}), but those the build left in place on purpose, unchanged (the bundles'
// files and the outputs its record says are as it left them: ./bundleCache.mjs, ./outputRecord.ts).

/** What the build does not prune: the search index, whose writer removes its own stale files (scripts/search/indexSite.ts). */
const KEPT = ['client/pagefind'];

/** Removes what the build that marked its start in `outDir` did not write, except the {@link KEPT} paths and the files it left in place (`left`, absolute paths). */
export function pruneOutput(outDir: string, left: Iterable<string> = []): void {
  const mark = path.join(outDir, BUILD_MARK);
  removeOlderThan(outDir, statSync(mark).mtimeMs, new Set([mark, ...KEPT.map((kept) => path.join(outDir, kept)), ...left]));
  rmSync(mark);
}

/** Removes the files under `dir` last written before `since` (and directories left empty), skipping `kept` paths. Whether `dir` is left empty. */
export function removeOlderThan(dir: string, since: number, kept: ReadonlySet<string>): boolean {
  let empty = true;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (kept.has(full)) empty = false;
    else if (entry.isDirectory()) {
      if (removeOlderThan(full, since, kept)) rmdirSync(full);
      else empty = false;
    } else if (statSync(full).mtimeMs < since) rmSync(full);
    else empty = false;
  }
  return empty;
}
