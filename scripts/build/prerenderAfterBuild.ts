import { rmSync } from 'node:fs';
import path from 'node:path';
import { startIndex } from '../search/indexSite.ts';
import { writeSearchIndex } from '../search/writeSearchIndex.ts';
import { API_DATA_DIR } from '../../site/config/apiData.ts';
import { releaseHistoryFiles } from '../../site/components/changelog/releaseHistory.ts';
import { inOrder } from './inOrder.ts';
import { dataKey, pageCacheDir, pruneCache, renderKey } from './pageCache.ts';
import { buildOutDir, clientDir } from './outDir.mjs';
import { prerenderProcessCount, shareOut, startPrerenderProcesses } from './prerenderProcesses.ts';
import { pruneOutput } from './replaceInPlace.ts';
import { writeLlmsFull } from './siteFiles.ts';

/**
 * The pre-rendering of `npm run build`: its processes start with the build, with Node's
 * `execArgv`, and load what they can while the site is bundled (./prerenderProcesses.ts). Once
 * `vike build` has bundled the site, `prerender` lists the pages (./pageList.ts) and the
 * processes pre-render them from the server bundle; then the search index is written while the
 * server bundle and what the build did not write are removed and llms-full.txt is put together.
 */
export function startPrerendering(execArgv: string[], { cache = true } = {}): { prerender(): Promise<void> } {
  // As many as the largest site would have: those a smaller one does not need end unused.
  const processes = startPrerenderProcesses(prerenderProcessCount(Infinity), execArgv);
  // What the page list needs besides the route table, loaded while the site bundles: ~0.12 s
  // less between bundling and pre-rendering.
  const listing = Promise.all([import('../../site/config/siteConfig.ts'), import('../../site/content-pipeline/frontMatter.ts')]);
  listing.catch(() => {}); // Awaited below, which reports it.
  return {
    async prerender() {
      const outDir = buildOutDir();
      await listing;
      // Loaded now rather than with this module: the generator may have just rewritten the route table.
      const { sitePageList } = await import('./pageList.ts');
      const list = sitePageList();
      const count = prerenderProcessCount(list.paths.length + list.notFound.length);
      const indexer = startIndex();
      // The keys of the pages' cache (./pageCache.ts), made once the server bundle is written.
      const started = Date.now();
      const cacheKeys = cache ? { dir: pageCacheDir(outDir), render: renderKey(outDir, API_DATA_DIR, releaseHistoryFiles()), data: dataKey(API_DATA_DIR) } : undefined;
      console.log(`pre-rendering ${list.paths.length + list.notFound.length} pages in ${count} process${count > 1 ? 'es' : ''}, each in every locale...`);
      // The pages reach the index in the page list's order, whichever process renders them first.
      const pages = inOrder<[string, string | null]>(([file, document]) => document && indexer.add(file, document));
      await processes.prerender(count, outDir, list, shareOut(list.firstOnly, list.paths.length, count), (order, file, document) => pages.receive(order, [file, document]), cacheKeys);
      if (pages.waiting()) throw new Error(`${pages.waiting()} pages' search documents were kept for one that never came: a bug of the build's`);
      console.log(`✓ pre-rendered in ${count} process${count > 1 ? 'es' : ''}`);
      // What no page of this build used goes: the cache holds the last build's pages.
      if (cacheKeys) pruneCache(cacheKeys.dir, started);
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
    },
  };
}
