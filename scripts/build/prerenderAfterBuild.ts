import { rmSync } from 'node:fs';
import path from 'node:path';
import { startIndex } from '../search/indexSite.ts';
import { writeSearchIndex } from '../search/vitePlugin.ts';
import { buildOutDir, clientDir } from './outDir.ts';
import { prerenderInShards } from './prerenderProcesses.ts';
import { pruneOutput } from './replaceInPlace.ts';
import { writeLlmsFull } from './siteFiles.ts';

/**
 * The end of a build whose pages `vike build` handed over (./prerenderProcesses.ts): they are
 * pre-rendered in `processes` processes started at once, with Node's `execArgv`, from the
 * server bundle the build left; then, as the build's own plugins would have, the server bundle
 * and what the build did not write are removed and the search index is written.
 */
export async function prerenderAfterBuild(processes: number, execArgv: string[]): Promise<void> {
  const outDir = buildOutDir();
  const indexer = startIndex();
  await prerenderInShards(processes, outDir, execArgv, indexer.add);
  console.log(`✓ pre-rendered in ${processes} processes`);
  rmSync(path.join(outDir, 'server'), { recursive: true, force: true });
  await writeLlmsFull(clientDir(outDir));
  pruneOutput(outDir);
  await writeSearchIndex(indexer, clientDir(outDir));
}
