import { parentPort } from 'node:worker_threads';
import type { StartedShard } from './startShards.mjs';

/** One of the pre-rendering threads: the `index`-th of `count`. */
export interface Shard {
  index: number;
  count: number;
}

/** A run of the page list's paths, from `start` up to `end`. */
export type Share = [start: number, end: number];

/**
 * A page to render in one locale: its URL, its path without locale, its place among the site's
 * pages in every locale (the page list's order, locale by locale; none for a not-found page) and
 * its key in the pages' cache (none without the cache): scripts/build/pageKeys.ts.
 */
export interface PageUrl {
  url: string;
  path: string;
  order?: number;
  key?: string;
}

/**
 * What a pre-rendering thread is told to do as it starts: the pages it renders first (the
 * first thread's: those made from site/content and the not-found pages), the site's paths whose
 * Markdown it may write (site/site-files: the docs are compiled only when some are among them),
 * whether it writes the files about every page (sitemap, llms.txt: site/site-files, and under
 * which key it keeps them), and the pages' cache it keeps what it renders in, with the render key
 * it keeps highlighted code under (scripts/build/pageCache.ts, highlightCache).
 */
export interface ShardTask {
  pages: PageUrl[];
  sitePaths: string[];
  index?: { key?: string };
  cache?: { dir: string; render: string };
}

/** The smallest share: a few pages in each locale, so that asking for them costs nothing in comparison. */
const MIN_SHARE = 4;

/**
 * The largest share. The pages' search documents reach the index in the page list's order
 * (scripts/build/prerenderAfterBuild.ts), so those of a share wait in the build script until every
 * share given out before it is rendered: with a quarter of the pages in the first share, the
 * 11,000-operation site's build script held 760 MB of them. 64 pages keep the runs of neighbours
 * (an API group is seldom longer) and what waits to a few hundred documents.
 */
export const MAX_SHARE = 64;

/**
 * Shares out the paths from `start` up to `end` among `count` threads as they ask
 * (guided self-scheduling): each share is half of an equal part of what is left, at most
 * {@link MAX_SHARE}, so the first shares are long runs of neighbours (an API group's operations sit side by side and reach the
 * same schemas, which each thread renders once and memoizes) and the last are short, and the
 * threads end together however unequal the pages (GitHub's run from 10 KB to 2.7 MB of HTML:
 * equal runs ended ~3 s apart). Returns the next share, or undefined once all are given.
 */
export function shareOut(start: number, end: number, count: number): () => Share | undefined {
  let next = start;
  return () => {
    if (next >= end) return undefined;
    const size = Math.min(MAX_SHARE, Math.max(MIN_SHARE, Math.ceil((end - next) / (2 * count))));
    const share: Share = [next, Math.min(end, next + size)];
    next = share[1];
    return share;
  };
}

/**
 * In a pre-rendering thread, where a page's search document goes (null for a page with none): to
 * the build's search index, in the build script's main thread, with the page's place in the page
 * list (`order`), by which the build adds the pages to the index (./inOrder.ts). A thread's
 * messages all reach the build, those sent as it ends too.
 */
export function sendSearchDocument(order: number, sourcePath: string, document: string | null): void {
  parentPort!.postMessage({ searchDocument: [order, sourcePath, document] } satisfies ShardMessage);
}

/** A page's search document, as the build receives it: {@link sendSearchDocument}. */
export type OnSearchDocument = (order: number, sourcePath: string, document: string | null) => void;

/** In a pre-rendering thread, the next share of the pages to render ({@link shareOut}), or undefined when none is left. */
export function askForShare(): Promise<PageUrl[] | undefined> {
  return new Promise((resolve) => {
    parentPort!.once('message', (message: ShardAnswer) => resolve(message.share ?? undefined));
    parentPort!.postMessage({ wantShare: true } satisfies ShardMessage);
  });
}

/** What a pre-rendering thread tells the build script. */
interface ShardMessage {
  searchDocument?: Parameters<OnSearchDocument>;
  wantShare?: true;
}

/** What the build script answers a thread that asks for pages. */
interface ShardAnswer {
  share: PageUrl[] | null;
}

/** What the build tells a waiting pre-rendering thread to load before it starts: the server bundle's folder. */
interface ShardLoad {
  load: string;
}

/** What the build tells a waiting pre-rendering thread to start: the server bundle's folder, its part and its task. */
interface ShardStart {
  start: { server: string; part: Shard; task: ShardTask };
}

/** Pre-rendering threads started before there is anything to render (see {@link startPrerenderThreads}). */
export interface WaitingThreads {
  /** Has the threads load the server bundle in `server` now, before they are told their pages (kept bundles: while the generator runs). */
  load(server: string): void;
  /**
   * Pre-renders pages from the server bundle in `server` with `tasks.length` threads (those
   * started beyond end; more are started when there are not enough): the `i`-th starts with
   * `tasks[i]`, then each asks for pages a share at a time (`nextShare`, {@link shareOut}) until
   * none is left; their search documents come to `onSearchDocument`. With none, every thread
   * ends. Fails when one of them fails (its error is printed by the thread itself), the others
   * then ended.
   */
  prerender(server: string, tasks: ShardTask[], nextShare: () => PageUrl[] | undefined, onSearchDocument: OnSearchDocument): Promise<void>;
}

/**
 * The pre-rendering threads `started` as the build starts (./startShards.mjs), which load the
 * packages the server bundle imports while the site is bundled, and wait to be told to
 * pre-render; those it needs besides are started by `startMore`.
 */
export function startPrerenderThreads(started: StartedShard[], startMore: () => StartedShard): WaitingThreads {
  let nextShare: () => PageUrl[] | undefined = () => undefined;
  let onSearchDocument: OnSearchDocument = () => {};
  const answer = (shard: StartedShard) => {
    shard.worker.on('message', (message: ShardMessage) => {
      if (message.searchDocument) onSearchDocument(...message.searchDocument);
      if (message.wantShare) shard.worker.postMessage({ share: nextShare() ?? null } satisfies ShardAnswer);
    });
    return shard;
  };
  let shards = started.map(answer);
  let loaded: string | undefined;
  return {
    load(server) {
      loaded = server;
      for (const { worker } of shards) worker.postMessage({ load: server } satisfies ShardLoad);
    },
    async prerender(server, tasks, shares, documents) {
      nextShare = shares;
      onSearchDocument = documents;
      // Threads that loaded another bundle (bundled again since: the generator changed the modules) are replaced.
      if (loaded !== undefined && loaded !== server) {
        for (const { worker } of shards) void worker.terminate();
        shards = [];
      }
      for (const { worker } of shards.slice(tasks.length)) void worker.terminate();
      while (shards.length < tasks.length) shards.push(answer(startMore()));
      const working = shards.slice(0, tasks.length);
      // The first part to fail ends the others: the build fails anyway, and a bad docs page failed
      // it only once the other thread had rendered its ~1,250 pages (~10 s).
      const stopped = new Set<StartedShard['worker']>();
      const parts = working.map(async ({ worker, ended }, index) => {
        // Rendering, the thread keeps the build running until it ends. A message to one that
        // ended while it waited goes nowhere: its end says why.
        worker.ref();
        worker.postMessage({ start: { server, part: { index, count: tasks.length }, task: tasks[index]! } } satisfies ShardStart);
        const end = await ended;
        if (end === 0 || stopped.has(worker)) return;
        for (const other of working) {
          if (other.worker === worker || stopped.has(other.worker)) continue;
          stopped.add(other.worker);
          void other.worker.terminate();
        }
        // A page's failure the thread printed itself; a thread's own error (out of memory) is said here.
        const why = typeof end === 'number' ? ` (exit code ${end}): its error is printed above.` : `: ${end}`;
        throw new Error(`Pre-rendering part ${index + 1} of ${tasks.length} failed${why}`);
      });
      const failed = (await Promise.allSettled(parts)).filter((result) => result.status === 'rejected');
      if (failed.length) throw new Error(failed.map((result) => String((result as PromiseRejectedResult).reason.message)).join('\n'));
    },
  };
}
