import { fork } from 'node:child_process';
import { availableParallelism } from 'node:os';
import path from 'node:path';

/** One process's part of the pages: the `index`-th of `count` equal runs ({@link partOf}). */
export interface Shard {
  index: number;
  count: number;
}

/**
 * The site's paths worth a process of their own (300 pages in our three locales): each process
 * loads the server bundle, React and shiki and compiles the docs (~0.6 s), which fewer pages do
 * not win back.
 */
const PATHS_PER_PROCESS = 100;

/**
 * A process's part of the site's `paths` (in one order for every process): an equal run of
 * neighbours, which share the most (an API group's operations sit side by side and reach the same
 * schemas, which each process renders once and memoizes; site/pages/+onPrerenderStart.ts).
 */
export function partOf<T>(paths: readonly T[], { index, count }: Shard): T[] {
  return paths.slice(Math.round((index * paths.length) / count), Math.round(((index + 1) * paths.length) / count));
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

/**
 * V8 lets a heap grow to up to four times what the last full collection kept before collecting
 * again. A pre-rendering process keeps ~100 MB alive (the bounded memos, the bundle) and makes
 * short-lived pages at a great rate, so its heap grew to ~200-270 MB and its memory to ~500 MB.
 * Growing by half at most, GitHub's processes peaked at ~340-375 MB rather than ~500-550, the
 * build's peak at 930 MB rather than 1,190, in the same time (25 % did not save more and took
 * longer; PERFORMANCE.md). A growth limit, unlike a heap limit, cannot make a large page fail.
 */
const HEAP_GROWTH = '--heap-growing-percent=50';

/**
 * Pre-renders the pages of the bundle just built in `outDir` in `count` processes at once
 * (./prerenderShard.mjs, which runs site/prerender on the server bundle), each rendering its
 * part of the pages ({@link partOf}), started with Node's `execArgv`. Their search documents
 * come to `onSearchDocument`. Fails when one of them fails (its error is printed by the process
 * itself).
 */
export async function prerenderInShards(count: number, outDir: string, execArgv: string[], onSearchDocument: (sourcePath: string, document: string) => void): Promise<void> {
  const server = path.join(outDir, 'server');
  const shards = Array.from({ length: count }, (_, index) => {
    const child = fork(new URL('./prerenderShard.mjs', import.meta.url), [server, `${index}/${count}`], {
      // Production, as `vike build` runs: React's development build renders at half the speed.
      env: { ...process.env, NODE_ENV: 'production' },
      execArgv: [...execArgv, HEAP_GROWTH],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    child.on('message', (message: { searchDocument?: [string, string] }) => {
      if (message.searchDocument) onSearchDocument(...message.searchDocument);
    });
    return new Promise<void>((resolve, reject) =>
      child.on('exit', (code, signal) => (code === 0 ? resolve() : reject(new Error(`Pre-rendering part ${index + 1} of ${count} failed (${signal ?? `exit code ${code}`}): its error is printed above.`)))),
    );
  });
  const failed = (await Promise.allSettled(shards)).filter((result) => result.status === 'rejected');
  if (failed.length) throw new Error(failed.map((result) => String((result as PromiseRejectedResult).reason)).join('\n'));
}
