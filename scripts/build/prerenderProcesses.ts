import { fork } from 'node:child_process';
import { availableParallelism } from 'node:os';
import path from 'node:path';

/** One of the pre-rendering processes: the `index`-th of `count`. */
export interface Shard {
  index: number;
  count: number;
}

/** A run of the page list's paths, from `start` up to `end`. */
export type Share = [start: number, end: number];

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
 * In a pre-rendering process, where a page's search document goes: to the build's search index,
 * through the channel to the build script. Resolves once the message is sent, so the process
 * ends only after its last document has left.
 */
export function sendSearchDocument(sourcePath: string, document: string): Promise<void> {
  return new Promise((resolve, reject) => process.send!({ searchDocument: [sourcePath, document] }, undefined, {}, (error) => (error ? reject(error) : resolve())));
}

/** In a pre-rendering process, the next share of the pages to render ({@link shareOut}), or undefined when none is left. */
export function askForShare(): Promise<Share | undefined> {
  return new Promise((resolve) => {
    process.once('message', (message: ShardAnswer) => resolve(message.share ?? undefined));
    process.send!({ wantShare: true } satisfies ShardMessage);
  });
}

/** What a pre-rendering process tells the build script. */
interface ShardMessage {
  searchDocument?: [string, string];
  wantShare?: true;
}

/** What the build script answers a process that asks for pages. */
interface ShardAnswer {
  share: Share | null;
}

/**
 * How much a pre-rendering process's heap may grow between full collections, for a process
 * started with `execArgv`. V8 lets a heap grow to up to four times what the last full collection
 * kept. A pre-rendering process keeps ~100 MB alive (the bounded memos, the bundle) and makes
 * short-lived pages at a great rate, so its heap grew to ~200-270 MB and its memory to ~500 MB.
 * Growing by half at most, GitHub's processes peaked at ~340-375 MB rather than ~500-550, the
 * build's peak at 930 MB rather than 1,190, in the same time (25 % did not save more and took
 * longer; PERFORMANCE.md). The collector working on the main thread alone (./nodeFlags.mjs)
 * frees memory later, and GitHub's build then peaked at ~1,020-1,060 MB: it grows by 35 % there
 * (~935 MB; our site's build took as long). A growth limit, unlike a heap limit, cannot make a
 * large page fail.
 */
export const heapGrowth = (execArgv: string[]) => `--heap-growing-percent=${execArgv.includes('--single-threaded-gc') ? 35 : 50}`;

/**
 * Pre-renders the pages of the bundle just built in `outDir` in `count` processes at once
 * (./prerenderShard.mjs, which runs site/prerender on the server bundle), started with Node's
 * `execArgv`. Each process asks for its pages a share at a time (`nextShare`, {@link shareOut})
 * until none is left. Their search documents come to `onSearchDocument`. Fails when one of them
 * fails (its error is printed by the process itself).
 */
export async function prerenderInShards(
  count: number,
  outDir: string,
  execArgv: string[],
  nextShare: () => Share | undefined,
  onSearchDocument: (sourcePath: string, document: string) => void,
): Promise<void> {
  const server = path.join(outDir, 'server');
  const shards = Array.from({ length: count }, (_, index) => {
    const child = fork(new URL('./prerenderShard.mjs', import.meta.url), [server, `${index}/${count}`], {
      // Production, as `vike build` runs: React's development build renders at half the speed.
      env: { ...process.env, NODE_ENV: 'production' },
      execArgv: [...execArgv, heapGrowth(execArgv)],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    child.on('message', (message: ShardMessage) => {
      if (message.searchDocument) onSearchDocument(...message.searchDocument);
      if (message.wantShare) child.send({ share: nextShare() ?? null } satisfies ShardAnswer);
    });
    return new Promise<void>((resolve, reject) => {
      // The process could not start, or ended before its answer was sent: its end says why.
      child.on('error', (error) => reject(new Error(`Pre-rendering part ${index + 1} of ${count} failed: ${error.message}`)));
      child.on('exit', (code, signal) => (code === 0 ? resolve() : reject(new Error(`Pre-rendering part ${index + 1} of ${count} failed (${signal ?? `exit code ${code}`}): its error is printed above.`))));
    });
  });
  const failed = (await Promise.allSettled(shards)).filter((result) => result.status === 'rejected');
  if (failed.length) throw new Error(failed.map((result) => String((result as PromiseRejectedResult).reason)).join('\n'));
}
