import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { PAGES_IN_THE_MAKING, startIndex } from '../search/indexSite.ts';
import { writeSearchIndex } from '../search/writeSearchIndex.ts';
import { API_DATA_DIR } from '../../site/config/apiData.ts';
import { releaseHistory, releaseHistoryFiles } from '../../site/components/changelog/releaseHistory.ts';
import { htmlFile, jsonFile, markdownFile } from '../../site/prerender/outputFiles.ts';
import { fileWriter } from './fileWriter.ts';
import { inOrder } from './inOrder.ts';
import { pageCache, pageCacheDir, pruneCache, renderKey, type CacheKeys } from './pageCache.ts';
import { buildScriptBundle, loadPageList } from './buildScriptBundle.mjs';
import { buildOutDir, clientDir } from './outDir.mjs';
import { outputRecord, outputRecordFile } from './outputRecord.ts';
import { planPages, type PagesPlan } from './planPages.ts';
import type { PageList } from './pageList.ts';
import type { SitePages } from './pageKeys.ts';
import { shareOut, type PageUrl, type ShardTask, type WaitingThreads } from './prerenderThreads.ts';
import { prerenderThreadCount } from './startShards.mjs';
import { pruneOutput } from './replaceInPlace.ts';
import { LLMS_FULL_LIST, LlmsFullParts, writeLlmsFull } from './siteFiles.ts';

/** The bundles a build pre-renders from: the server bundle's folder, the files restored from the bundles' cache left as they were, and the bundles' key (none without the cache, ./bundleCache.mjs). */
export interface Bundles {
  server: string;
  left: string[];
  key?: string;
}

/** The names, in the output's record (./outputRecord.ts), of the outputs about every page. */
const SITE_INDEX = 'site index';
const SEARCH_INDEX = 'search index';
const LLMS_FULL = 'llms-full.txt';

/**
 * The pre-rendering of `npm run build`, with the threads started as the build starts (`waiting`,
 * ./prerenderThreads.ts), which load what they can while the site is bundled or generated. Once
 * the bundles are there, `prerender` lists the pages (./pageList.ts) and makes their keys
 * (./pageKeys.ts); the pages the output holds as the last build left them stay, those in the
 * pages' cache are written from it, and the threads render the rest (none is needed when there
 * is no rest, one when it is short): the sitemap, llms files and search index likewise. Then the
 * server bundle and what the build did not write or leave are removed, once the spec's
 * `downloads`, which the generator may still be writing into the site, are written.
 */
export function startPrerendering(waiting: WaitingThreads, { cache = true } = {}): { prerender(bundles: Bundles, downloads: Promise<void>): Promise<void> } {
  // What the page list needs besides the route table, loaded while the site bundles: ~0.12 s
  // less between bundling and pre-rendering.
  const listing = Promise.all([import('../../site/config/siteConfig.ts'), import('../../site/content-pipeline/frontMatter.ts')]);
  listing.catch(() => {}); // Awaited below, which reports it.
  // The release history the keys of the changelog and the operations' pages are made from
  // (./pageKeys.ts), read meanwhile too: its last release's document makes it ~25-100 ms. A
  // malformed one fails the build, as it fails the page.
  const history = cache ? listing.then(() => releaseHistory()) : undefined;
  history?.catch(() => {}); // Awaited below, which reports it.
  // The page list's bundle, made meanwhile from the route table as it is (~0.2 s, when there is
  // none or its files changed): the generator almost always leaves the table as it was.
  const pageList = buildScriptBundle('pageList');
  pageList.catch(() => {}); // Made again below, which reports it.
  return {
    async prerender({ server, left, key: bundleKey }, downloads) {
      const outDir = buildOutDir();
      const site = clientDir(outDir);
      await listing;
      // Loaded now rather than with this module: the generator may have just rewritten the route table.
      await pageList.catch(() => {});
      const { sitePageList, sitePages, contentKey, docsKeys, indexKey, searchKey, llmsFullKey } = await loadPageList();
      const list = sitePageList();
      const record = outputRecord(outputRecordFile(outDir), site);
      const keys = cache && bundleKey ? { dir: pageCacheDir(outDir), render: renderKey(bundleKey) } : undefined;
      const content = keys && contentKey();
      const docs = keys && docsKeys();
      const pages = sitePages(list, keys && { ...keys, dataDir: API_DATA_DIR, history: { files: releaseHistoryFiles(), ...(await history!) }, content: content!, docs: docs! });
      const store = keys && pageCache(keys.dir);
      // In place only while the cache has it too: its search document may be needed.
      const plan = planPages(pages, list.firstOnly, (page) => record.inPlace(page.url, page.key!) && store!.has(page.key!), (page) => store!.has(page.key!));
      const kept = new Set(left);
      const keep = (name: string) => record.keep(name).forEach((file) => kept.add(file));
      plan.inPlace.forEach((page) => keep(page.url));
      // The files about every page, each made again only when its key changed.
      const index = keys && indexKey(keys.render, content!, docs!, list);
      const indexState = !index || !store!.has(index) ? 'make' : record.inPlace(SITE_INDEX, index) ? 'in place' : 'cached';
      if (indexState === 'in place') keep(SITE_INDEX);
      const searchKeyNow = keys && searchKey(pages);
      const searchInPlace = searchKeyNow !== undefined && record.inPlace(SEARCH_INDEX, searchKeyNow);
      if (searchInPlace) keep(SEARCH_INDEX);
      const llmsFull = index && llmsFullKey(index, pages);
      const llmsInPlace = llmsFull !== undefined && record.inPlace(LLMS_FULL, llmsFull);
      if (llmsInPlace) keep(LLMS_FULL);

      const { tasks, shares } = threadTasks(list, pages, plan, indexState === 'make' ? { key: index } : undefined, keys);
      let rendered = () => {};
      const search = searchInPlace ? undefined : searchIndexing(site, pages, new Promise<void>((resolve) => (rendered = resolve)));
      search?.written.catch(() => {}); // Awaited below, which reports it.
      const rendering = waiting.prerender(server, tasks, shares, (order, file, document) => search?.receive(order, file, document));
      rendering.catch(() => {}); // Awaited below, which reports it.
      rendering.finally(rendered).catch(() => {});

      // Meanwhile, the pages the threads do not render: written from the cache, and their search documents.
      const write = fileWriter(site);
      const unreadable = (url: string) => new Error(`The pages' cache (${keys!.dir}) has an unreadable page, ${url}: remove the folder, or build with --no-cache.`);
      for (const page of plan.fromCache) {
        const files = store!.files(page.key!);
        if (!files) throw unreadable(page.url);
        for (const [file, text] of files) write(file, text);
      }
      if (indexState === 'cached') for (const [file, text] of store!.files(index!)!) write(file, text);
      if (search) {
        for (const page of [...plan.inPlace, ...plan.fromCache]) {
          if (page.order === undefined) continue;
          const document = store!.document(page.key!);
          if (document === undefined) throw unreadable(page.url);
          search.receive(page.order, htmlFile(page.url, false), document);
        }
      }
      await rendering;
      search?.allReceived();
      const fromCache = plan.inPlace.length + plan.fromCache.length;
      const count = tasks.length;
      console.log(`✓ ${fromCache} pages from the cache, ${plan.inPlace.length} of them left in place${searchInPlace ? '; the search index left in place' : ''}${count ? `; the rest pre-rendered in ${count} thread${count > 1 ? 's' : ''}` : ''}`);

      try {
        if (server === path.join(outDir, 'server')) rmSync(server, { recursive: true, force: true });
        const listFile = path.join(site, LLMS_FULL_LIST);
        const llmsList = existsSync(listFile) ? readFileSync(listFile, 'utf8') : store!.files(index!)!.find(([file]) => file === LLMS_FULL_LIST)![1];
        rmSync(listFile, { force: true });
        // The pages left in place are where the last llms-full.txt has them, if it is as it was left.
        const llmsLeft = keys && !llmsInPlace ? record.left(LLMS_FULL, LlmsFullParts) : undefined;
        const llmsParts = llmsInPlace ? undefined : await writeLlmsFull(site, llmsList, llmsLeft && { parts: llmsLeft, unchanged: (part) => kept.has(path.join(site, part)) });
        await downloads;
        pruneOutput(outDir, kept);
        await search?.written;
        if (keys) {
          // The record of what this build left, for the next (after pruning: only what stays is recorded).
          const written = (files: string[]) => files.filter((file) => existsSync(path.join(site, file)));
          for (const page of [...plan.fromCache, ...plan.first, ...plan.api.flatMap((at) => pages.paths[at]!)]) {
            record.record(page.url, page.key!, written(page.order === undefined ? [htmlFile(page.url, true)] : [htmlFile(page.url, false), jsonFile(page.url), markdownFile(page.url)]));
          }
          if (indexState !== 'in place') record.record(SITE_INDEX, index!, store!.files(index!)!.map(([file]) => file).filter((file) => file !== LLMS_FULL_LIST));
          if (!llmsInPlace) record.record(LLMS_FULL, llmsFull!, Object.keys(llmsParts!), llmsParts);
          if (!searchInPlace) record.record(SEARCH_INDEX, searchKeyNow!, filesUnder(site, 'pagefind'));
          record.save();
          pruneCache(keys.dir, new Set([...pages.paths.flat(), ...pages.notFound.flat()].map((page) => page.key!).concat(index!, keys.render)));
        }
      } finally {
        await search?.written.catch(() => {}); // Its failure is reported above when nothing else failed first.
      }
    },
  };
}

/**
 * What the pre-rendering threads are told to do: the first renders the pages made from
 * site/content and the not-found pages, and writes the sitemap and llms.txt (`index`, when they
 * must be made), when any needs it; all share the API's pages out (`shares`, asked for by each
 * thread as it runs out: ./prerenderThreads.ts). No thread when nothing is to be rendered.
 */
function threadTasks(list: PageList, pages: SitePages, plan: PagesPlan, index: ShardTask['index'], keys: CacheKeys | undefined): { tasks: ShardTask[]; shares: () => PageUrl[] | undefined } {
  const first = plan.first.length > 0 || index !== undefined;
  const count = first || plan.api.length > 0 ? prerenderThreadCount(plan.api.length + (first ? list.firstOnly : 0)) : 0;
  const tasks: ShardTask[] = Array.from({ length: count }, (_, i) => ({
    pages: i === 0 ? plan.first : [],
    sitePaths: i === 0 && first ? list.paths : list.paths.slice(list.firstOnly),
    ...(i === 0 && index ? { index } : {}),
    ...(keys ? { cache: { dir: keys.dir, render: keys.render } } : {}),
  }));
  const nextShare = shareOut(0, plan.api.length, Math.max(1, count));
  const locales = pages.paths[0]!.length;
  const toRender = plan.first.length / locales + plan.api.length;
  console.log(`pre-rendering ${toRender} of ${pages.paths.length + pages.notFound.length} pages in ${count} thread${count === 1 ? '' : 's'}, each in every locale...`);
  return {
    tasks,
    shares: () => {
      const share = nextShare();
      return share && plan.api.slice(...share).flatMap((at) => pages.paths[at]!);
    },
  };
}

/**
 * The search index of the site's pages (../search/indexSite.ts), fed each page's search document
 * as it comes, rendered by a thread or taken from the cache. The documents reach the index in
 * the page list's order, whichever comes first, so that the index is the same from build to
 * build. Pagefind writes the index in its own process (GitHub's: ~2 s) once the last page's
 * document is in (`written`), while the threads end (they keep what they rendered) and the
 * build finishes the rest; the pruning leaves Pagefind's directory alone. A site of more pages
 * than PAGES_IN_THE_MAKING is indexed language by language (`inTurn`: only the first language's
 * pages are parsed beside the rendering), and its bundles wait for the threads to be done
 * (`rendered`): a bundle takes a service ~85 KB a page, and the 11,000-operation site's peak was
 * a pre-rendering process still writing its sitemap (787 MB) beside the first language's bundle (1,063 MB) and
 * the two services waiting (700 MB).
 */
function searchIndexing(site: string, pages: SitePages, rendered: Promise<void>) {
  const documents = pages.paths.flat().length;
  const large = documents > PAGES_IN_THE_MAKING;
  const indexer = startIndex({ inTurn: large });
  let added = 0;
  let allAdded = () => {};
  const allIn = new Promise<void>((resolve) => (allAdded = resolve));
  const written = (large ? Promise.all([allIn, rendered]) : allIn).then(() => writeSearchIndex(indexer, site));
  const ordered = inOrder<[string, string | null]>(([file, document]) => {
    if (document) indexer.add(file, document);
    if (++added === documents) allAdded();
  });
  return {
    written,
    receive: (order: number, file: string, document: string | null) => ordered.receive(order, [file, document]),
    /** Fails when a page's document was never received (a bug of the build's): the index would wait for it forever. */
    allReceived() {
      if (added < documents) throw new Error(`${documents - added} pages' search documents never reached the index (${ordered.waiting()} kept for one that never came): a bug of the build's`);
    },
  };
}

/** The files under `dir` in `site`, by their paths in `site`. */
const filesUnder = (site: string, dir: string) =>
  readdirSync(path.join(site, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(site, path.join(entry.parentPath, entry.name)));
