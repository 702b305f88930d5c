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
/** The build's own part, when it shares pre-rendering with shard processes. */
const buildShard = buildSlot<Shard>('prerender-shard');

/** Whether this process is one the build started to pre-render a part of the pages. */
export const isShardProcess = () => process.env[SHARD_ENV] !== undefined;

/** The part of the pages this process pre-renders: undefined for all of them. */
export function currentShard(): Shard | undefined {
  const given = process.env[SHARD_ENV];
  if (given === undefined) return buildShard.get();
  const [index, count] = given.split('/').map(Number);
  return { index: index!, count: count! };
}

/**
 * Whether the page at `position` of the build's URLs (sorted, so that every process numbers
 * them alike) is this shard's. The not-found pages are the build's own (shard 0).
 */
export const inShard = (shard: Shard | undefined, position: number, is404: boolean) =>
  !shard || (is404 ? shard.index === 0 : position % shard.count === shard.index);

/**
 * How many processes pre-render: one per core, at most four (each holds the server bundle, React
 * and shiki: ~250-350 MB), `PRERENDER_PROCESSES` to choose.
 */
export function prerenderProcessCount(): number {
  const chosen = Number(process.env.PRERENDER_PROCESSES);
  return Number.isInteger(chosen) && chosen >= 1 ? chosen : Math.min(4, availableParallelism());
}

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
 * machine with more had them idle. Once the server bundle is written, this starts one process
 * per further core (./prerenderShard.mjs: Vike's `prerender()` on the same bundle), each of which
 * pre-renders every n-th page (site/pages/+onPrerenderStart.ts picks them, {@link currentShard}),
 * while the build's process renders its own part. Their search documents come back here for the
 * one search index. The build ends once every process is done, and fails when one fails. Vike
 * is told to keep the server bundle (`keepDistServer`, site/pages/+config.ts): the shard
 * processes still load it after the build's own part is done; it is removed here, at the end.
 */
export function prerenderInProcesses({ outDir }: { outDir: string }): Plugin {
  const count = prerenderProcessCount();
  let shards: Promise<void>[] = [];
  return {
    name: 'bob:prerender-processes',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'ssr',
    buildStart() {
      buildShard.set(count > 1 ? { index: 0, count } : undefined);
    },
    writeBundle() {
      shards = Array.from({ length: count - 1 }, (_, i) => startShard({ index: i + 1, count }));
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        buildShard.set(undefined);
        const results = await Promise.allSettled(shards);
        const failed = results.filter((result) => result.status === 'rejected');
        if (failed.length) throw new Error(failed.map((result) => String((result as PromiseRejectedResult).reason)).join('\n'));
        rmSync(path.join(outDir, 'server'), { recursive: true, force: true });
        if (count > 1) console.log(`✓ pre-rendered in ${count} processes`);
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
