import { rmSync } from 'node:fs';
import path from 'node:path';
import { startIndex } from '../search/indexSite.ts';
import { writeSearchIndex } from '../search/writeSearchIndex.ts';
import { buildOutDir, clientDir } from './outDir.mjs';
import { readPageList } from './pageList.ts';
import { prerenderInShards, prerenderProcessCount, shareOut } from './prerenderProcesses.ts';
import { pruneOutput } from './replaceInPlace.ts';
import { writeLlmsFull } from './siteFiles.ts';

/**
 * The end of `npm run build`, once `vike build` has bundled the site and listed its pages
 * (./pageList.ts): the pages are pre-rendered in processes started at once, with Node's
 * `execArgv`, from the server bundle; then the search index is written while the server bundle
 * and what the build did not write are removed and llms-full.txt is put together.
 */
export async function prerenderAfterBuild(execArgv: string[]): Promise<void> {
  const outDir = buildOutDir();
  const { paths, firstOnly, notFound } = readPageList(outDir);
  const processes = prerenderProcessCount(paths.length + notFound.length);
  const indexer = startIndex();
  console.log(`pre-rendering ${paths.length + notFound.length} pages in ${processes} process${processes > 1 ? 'es' : ''}, each in every locale...`);
  await prerenderInShards(processes, outDir, execArgv, shareOut(firstOnly, paths.length, processes), indexer.add);
  console.log(`✓ pre-rendered in ${processes} process${processes > 1 ? 'es' : ''}`);
  // Pagefind writes the index in its own process (GitHub's: ~2 s) while this one finishes the
  // rest; the pruning leaves Pagefind's directory alone.
  const searchIndex = writeSearchIndex(indexer, clientDir(outDir));
  searchIndex.catch(() => {}); // Awaited below, which reports it.
  try {
    rmSync(path.join(outDir, 'server'), { recursive: true, force: true });
    await writeLlmsFull(clientDir(outDir));
    pruneOutput(outDir);
  } finally {
    await searchIndex;
  }
}
