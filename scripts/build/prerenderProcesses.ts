import { fork } from 'node:child_process';
import { rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import type { Plugin } from 'vite';
import { searchPages } from '../search/searchDocument.ts';
import { buildSlot } from './buildSlot.ts';

/** One process's part of the pages: every `count`-th page from the `index`-th. */
export interface Shard {
  index: number;
  count: number;
}

/** A shard process's part, given by the build that started it (see {@link prerenderInProcesses}). */
const SHARD_ENV = 'BOB_PRERENDER_SHARD';
/** Where the build's pre-rendering asks for processes to share its pages with, during a build. */
const shardStarter = buildSlot<(count: number) => Shard>('prerender-shards');

/**
 * A process of its own pre-renders ~1,500 pages or more: each costs a Node, Vite and Vike start-up
 * (~2.5 s of CPU, ~4 s while the build renders beside it), which a smaller site does not win
 * back (our 783 pages: 9.0 s in one process, 12.4 s in two; alternated, 3 pairs).
 */
const PAGES_PER_PROCESS = 1500;

/** Whether this process is one the build started to pre-render a part of the pages. */
export const isShardProcess = () => process.env[SHARD_ENV] !== undefined;

/**
 * The part of the build's `pages` this process pre-renders, undefined for all of them. In the
 * build's process, this starts the processes that render the other parts, when there are pages
 * enough to share.
 */
export function shareOut(pages: number): Shard | undefined {
  const given = process.env[SHARD_ENV];
  if (given !== undefined) {
    const [index, count] = given.split('/').map(Number);
    return { index: index!, count: count! };
  }
  const count = chosenProcessCount() ?? Math.min(prerenderProcessCount(), Math.ceil(pages / PAGES_PER_PROCESS));
  const start = shardStarter.get();
  return start && count > 1 ? start(count) : undefined;
}

/**
 * Whether the page at `position` of the build's URLs (sorted, so that every process numbers
 * them alike) is this shard's. The not-found pages are the build's own (shard 0).
 */
export const inShard = (shard: Shard | undefined, position: number, is404: boolean) =>
  !shard || (is404 ? shard.index === 0 : position % shard.count === shard.index);

/** The number of pre-rendering processes `PRERENDER_PROCESSES` chooses, whatever the site's size. */
function chosenProcessCount(): number | undefined {
  const chosen = Number(process.env.PRERENDER_PROCESSES);
  return Number.isInteger(chosen) && chosen >= 1 ? chosen : undefined;
}

/**
 * How many processes may pre-render: `PRERENDER_PROCESSES`, or one per core, at most four (each
 * holds the server bundle, React and shiki: ~250-350 MB).
 */
export const prerenderProcessCount = () => chosenProcessCount() ?? Math.min(4, availableParallelism());

/**
 * In a shard process, where a pre-rendered page's search document goes: to the build's search
 * index, through the channel to the build's process. Resolves once the message is sent, so the
 * process ends only after its last document has left.
 */
export function sendSearchDocument(sourcePath: string, document: string): Promise<void> {
  return new Promise((resolve, reject) => process.send!({ searchDocument: [sourcePath, document] }, undefined, {}, (error) => (error ? reject(error) : resolve())));
}

/**
 * Pre-rendering on every core. Vike pre-renders in one thread, the build's: with the pages'
 * code highlighted in a worker beside it, two of this machine's cores were ~1.4 busy, and a
 * machine with more had them idle. As pre-rendering starts, when the site has pages enough
 * ({@link shareOut}, called by site/pages/+onPrerenderStart.ts), this starts one process per
 * further core (./prerenderShard.mjs: Vike's `prerender()` on the bundle just written), each of
 * which pre-renders every n-th page, while the build's process renders its own part. Their search documents come back here for the
 * one search index. The build ends once every process is done, and fails when one fails. Vike
 * is told to keep the server bundle (`keepDistServer`, site/pages/+config.ts): the shard
 * processes still load it after the build's own part is done; it is removed here, at the end.
 */
export function prerenderInProcesses({ outDir }: { outDir: string }): Plugin {
  let shards: Promise<void>[] = [];
  return {
    name: 'bob:prerender-processes',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'ssr',
    buildStart() {
      shardStarter.set((count) => {
        shards = Array.from({ length: count - 1 }, (_, i) => startShard({ index: i + 1, count }));
        return { index: 0, count };
      });
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        shardStarter.set(undefined);
        const results = await Promise.allSettled(shards);
        const failed = results.filter((result) => result.status === 'rejected');
        if (failed.length) throw new Error(failed.map((result) => String((result as PromiseRejectedResult).reason)).join('\n'));
        rmSync(path.join(outDir, 'server'), { recursive: true, force: true });
        if (shards.length) console.log(`✓ pre-rendered in ${shards.length + 1} processes`);
      },
    },
  };
}

function startShard(shard: Shard): Promise<void> {
  const child = fork(new URL('./prerenderShard.mjs', import.meta.url), [], {
    env: { ...process.env, [SHARD_ENV]: `${shard.index}/${shard.count}` },
    // The build's own Node flags (the build script's: README, PERFORMANCE.md).
    execArgv: process.execArgv,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  child.on('message', (message: { searchDocument?: [string, string] }) => {
    if (message.searchDocument) searchPages.get()?.(...message.searchDocument);
  });
  return new Promise((resolve, reject) =>
    child.on('exit', (code, signal) => (code === 0 ? resolve() : reject(new Error(`Pre-rendering part ${shard.index + 1} of ${shard.count} failed (${signal ?? `exit code ${code}`}): its error is printed above.`)))),
  );
}
