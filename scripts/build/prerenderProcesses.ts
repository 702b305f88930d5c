import { fork } from 'node:child_process';
import { availableParallelism, setPriority } from 'node:os';

/** One of the pre-rendering processes: the `index`-th of `count`. */
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
 * What a pre-rendering process is told to do as it starts: the pages it renders first (the
 * first process's: those made from site/content and the not-found pages), the site's paths whose
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

/**
 * The site's paths worth a process of their own (300 pages in our three locales): each process
 * loads the server bundle, React and shiki and compiles the docs (~0.6 s), which fewer pages do
 * not win back.
 */
const PATHS_PER_PROCESS = 100;

/** The smallest share: a few pages in each locale, so that asking for them costs nothing in comparison. */
const MIN_SHARE = 4;

/**
 * Shares out the paths from `start` up to `end` among `count` processes as they ask
 * (guided self-scheduling): each share is half of an equal part of what is left, so the first
 * shares are long runs of neighbours (an API group's operations sit side by side and reach the
 * same schemas, which each process renders once and memoizes) and the last are short, and the
 * processes end together however unequal the pages (GitHub's run from 10 KB to 2.7 MB of HTML:
 * equal runs ended ~3 s apart). Returns the next share, or undefined once all are given.
 */
export function shareOut(start: number, end: number, count: number): () => Share | undefined {
  let next = start;
  return () => {
    if (next >= end) return undefined;
    const size = Math.max(MIN_SHARE, Math.ceil((end - next) / (2 * count)));
    const share: Share = [next, Math.min(end, next + size)];
    next = share[1];
    return share;
  };
}

/**
 * How many processes pre-render a site of `paths` paths (each in every locale):
 * `PRERENDER_PROCESSES`, or one per core (at most four: each holds the server bundle, React and
 * shiki, ~250-350 MB) for as many as have {@link PATHS_PER_PROCESS} paths to render.
 */
export function prerenderProcessCount(paths: number): number {
  const chosen = Number(process.env.PRERENDER_PROCESSES);
  if (Number.isInteger(chosen) && chosen >= 1) return chosen;
  return Math.max(1, Math.min(4, availableParallelism(), Math.ceil(paths / PATHS_PER_PROCESS)));
}

/**
 * In a pre-rendering process, where a page's search document goes (null for a page with none):
 * to the build's search index, through the channel to the build script, with the page's place in
 * the page list (`order`), by which the build adds the pages to the index (./inOrder.ts).
 * Resolves once the message is sent, so the process ends only after its last document has left.
 */
export function sendSearchDocument(order: number, sourcePath: string, document: string | null): Promise<void> {
  return new Promise((resolve, reject) => process.send!({ searchDocument: [order, sourcePath, document] } satisfies ShardMessage, undefined, {}, (error) => (error ? reject(error) : resolve())));
}

/** A page's search document, as the build receives it: {@link sendSearchDocument}. */
export type OnSearchDocument = (order: number, sourcePath: string, document: string | null) => void;

/** In a pre-rendering process, the next share of the pages to render ({@link shareOut}), or undefined when none is left. */
export function askForShare(): Promise<PageUrl[] | undefined> {
  return new Promise((resolve) => {
    process.once('message', (message: ShardAnswer) => resolve(message.share ?? undefined));
    process.send!({ wantShare: true } satisfies ShardMessage);
  });
}

/** What a pre-rendering process tells the build script. */
interface ShardMessage {
  searchDocument?: Parameters<OnSearchDocument>;
  wantShare?: true;
}

/** What the build script answers a process that asks for pages. */
interface ShardAnswer {
  share: PageUrl[] | null;
}

/**
 * How much a pre-rendering process's heap may grow between full collections, for a process
 * started with `execArgv`. V8 lets a heap grow to up to four times what the last full collection
 * kept. A pre-rendering process keeps ~100 MB alive (the bounded memos, the bundle) and makes
 * short-lived pages at a great rate, so its heap grew to ~200-270 MB and its memory to ~500 MB.
 * Growing by half at most, GitHub's processes peaked at ~340-375 MB rather than ~500-550, the
 * build's peak at 930 MB rather than 1,190, in the same time (25 % did not save more and took
 * longer; docs/performance-history.md). The collector working on the main thread alone (./nodeFlags.mjs)
 * frees memory later, and GitHub's build then peaked at ~1,020-1,060 MB: it grows by 35 % there
 * (~935 MB; our site's build took as long). A growth limit, unlike a heap limit, cannot make a
 * large page fail.
 */
export const heapGrowth = (execArgv: string[]) => `--heap-growing-percent=${execArgv.includes('--single-threaded-gc') ? 35 : 50}`;

/**
 * The young generation of a pre-rendering process: semi-spaces of 32 MB rather than V8's 16. A
 * process makes short-lived pages at a great rate (GitHub's: ~8 GB of allocations each), and
 * scavenging every 16 MB took ~5 ms each time though nearly all of it had died (~2.5 s of each
 * GitHub process). Twice as large, half as many: GitHub's build 27.0-30.2 → 25.2-25.7 s (3 pairs,
 * CPU -3 s), its peak ~90 MB higher, which a full collection at least every 200 pages
 * (site/prerender/collector.ts) and the smaller memos keep under 1 GB (959-980 MB).
 */
const YOUNG_GENERATION = '--max-semi-space-size=32';

/** What the build tells a waiting pre-rendering process to load before it starts: the server bundle's folder. */
interface ShardLoad {
  load: string;
}

/** What the build tells a waiting pre-rendering process to start: the server bundle's folder, its part and its task. */
interface ShardStart {
  start: { server: string; part: Shard; task: ShardTask };
}

/** Pre-rendering processes started before there is anything to render (see {@link startPrerenderProcesses}). */
export interface WaitingProcesses {
  /** Has the processes load the server bundle in `server` now, before they are told their pages (kept bundles: while the generator runs). */
  load(server: string): void;
  /**
   * Pre-renders pages from the server bundle in `server` with `tasks.length` processes (those
   * started beyond end; more are started when there are not enough): the `i`-th starts with
   * `tasks[i]`, then each asks for pages a share at a time (`nextShare`, {@link shareOut}) until
   * none is left; their search documents come to `onSearchDocument`. With none, every process
   * ends. Fails when one of them fails (its error is printed by the process itself).
   */
  prerender(server: string, tasks: ShardTask[], nextShare: () => PageUrl[] | undefined, onSearchDocument: OnSearchDocument): Promise<void>;
}

/**
 * The scheduling priority of the pre-rendering processes (Unix niceness; below normal on Windows).
 * Started with the build, they load their packages while the bundler works, which is the build's
 * critical path: at the same priority they slowed its start by ~0.3 s and gained nothing; below
 * it, they take only what it leaves idle (our site, 4 interleaved pairs: 9.04 → 8.25 s). They keep
 * it while they render, when nothing of the build's but the search indexing runs beside them.
 */
const PRIORITY = 10;

/** Lowers a process's priority to {@link PRIORITY}; a process already gone is left alone. */
function lowerPriority(pid: number): void {
  try {
    setPriority(pid, PRIORITY);
  } catch {
    // Ended already (it reports why), or a system that refuses: it runs at the usual priority.
  }
}

/**
 * Starts `count` pre-rendering processes (./prerenderShard.mjs, which runs site/prerender on the
 * server bundle) with Node's `execArgv`, as the build starts, at a lower priority ({@link PRIORITY}):
 * they load the packages the server bundle imports while the site is bundled, and wait to be told
 * to pre-render. They end with the build if it ends without them.
 */
export function startPrerenderProcesses(count: number, execArgv: string[]): WaitingProcesses {
  let nextShare: () => PageUrl[] | undefined = () => undefined;
  let onSearchDocument: OnSearchDocument = () => {};
  const start = () => {
    const child = fork(new URL('./prerenderShard.mjs', import.meta.url), [], {
      // Production, as `vike build` runs: React's development build renders at half the speed.
      env: { ...process.env, NODE_ENV: 'production' },
      execArgv: [...execArgv, heapGrowth(execArgv), YOUNG_GENERATION],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    if (child.pid !== undefined) lowerPriority(child.pid);
    child.on('message', (message: ShardMessage) => {
      if (message.searchDocument) onSearchDocument(...message.searchDocument);
      if (message.wantShare) child.send({ share: nextShare() ?? null } satisfies ShardAnswer);
    });
    // Settled as the process ends: the reason names its part once it has one.
    const ended = new Promise<number | string>((resolve) => {
      child.on('error', (error) => resolve(error.message));
      child.on('exit', (code, signal) => resolve(signal ?? code ?? 1));
    });
    return { child, ended };
  };
  let children = Array.from({ length: count }, start);
  let loaded: string | undefined;
  return {
    load(server) {
      loaded = server;
      for (const { child } of children) if (child.connected) child.send({ load: server } satisfies ShardLoad, () => {});
    },
    async prerender(server, tasks, shares, documents) {
      nextShare = shares;
      onSearchDocument = documents;
      // Processes that loaded another bundle (bundled again since: the generator changed the modules) are replaced.
      if (loaded !== undefined && loaded !== server) {
        for (const { child } of children) child.kill();
        children = [];
      }
      for (const { child } of children.slice(tasks.length)) child.kill();
      while (children.length < tasks.length) children.push(start());
      const parts = children.slice(0, tasks.length).map(async ({ child, ended }, index) => {
        // A process that ended while it waited cannot be told: its end says why.
        if (child.connected) child.send({ start: { server, part: { index, count: tasks.length }, task: tasks[index]! } } satisfies ShardStart, () => {});
        const end = await ended;
        if (end === 0) return;
        const why = typeof end === 'number' ? `exit code ${end}` : end;
        throw new Error(`Pre-rendering part ${index + 1} of ${tasks.length} failed (${why}): its error is printed above.`);
      });
      const failed = (await Promise.allSettled(parts)).filter((result) => result.status === 'rejected');
      if (failed.length) throw new Error(failed.map((result) => String((result as PromiseRejectedResult).reason.message)).join('\n'));
    },
  };
}
