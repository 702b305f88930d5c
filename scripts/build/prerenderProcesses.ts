import { fork } from 'node:child_process';
import { rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import type { Plugin } from 'vite';
import { buildSlot } from './buildSlot.ts';

/** One process's part of the pages: every `count`-th page from the `index`-th. */
export interface Shard {
  index: number;
  count: number;
}

/** Whether this process renders the page at `position` of the build's sorted URLs. */
export type PagesOfThisProcess = (position: number, is404: boolean) => boolean;

/** A pre-rendering process's part, given by the build that started it (see {@link prerenderInShards}). */
const SHARD_ENV = 'BOB_PRERENDER_SHARD';
/**
 * Set by the build script (./build.mjs) for `vike build`, which it starts with a channel: a large
 * site's pages may be left to processes the script starts once `vike build` has ended.
 */
const HANDOVER_ENV = 'BOB_PRERENDER_HANDOVER';
/** In the build's process, the number of processes its pages were left to, once it is decided. */
const handedOver = buildSlot<number>('prerender-handed-over');

/**
 * Processes of their own pre-render ~1,500 pages or more: each costs a Node, Vite and Vike start-up
 * (~2.5 s of CPU), which a smaller site does not win back (our 783 pages: 9.0 s in one process,
 * 12.4 s in two; alternated, 3 pairs).
 */
const PAGES_PER_PROCESS = 1500;

/** Whether this process is one the build started to pre-render a part of the pages. */
export const isShardProcess = () => process.env[SHARD_ENV] !== undefined;

/**
 * Which of the build's `pages` this process pre-renders. A process the build script started
 * renders its part. In `vike build`, a site with pages enough for several processes is handed
 * over: this process renders none of them, and the build script pre-renders them in that many
 * processes once this one, with what bundling left in its memory, has ended
 * ({@link handOverPrerendering}).
 */
export function shareOut(pages: number): PagesOfThisProcess {
  const given = process.env[SHARD_ENV];
  if (given !== undefined) {
    const [index, count] = given.split('/').map(Number);
    return (position, is404) => inShard({ index: index!, count: count! }, position, is404);
  }
  const count = chosenProcessCount() ?? Math.min(prerenderProcessCount(), Math.ceil(pages / PAGES_PER_PROCESS));
  if (count < 2 || process.env[HANDOVER_ENV] === undefined || !process.send) return () => true;
  handedOver.set(count);
  return () => false;
}

/** In `vike build`, whether its pages were handed over to processes started after it (see {@link shareOut}). */
export const prerenderHandedOver = () => handedOver.get() !== undefined;

/**
 * Whether the page at `position` of the build's URLs (sorted, so that every process numbers
 * them alike) is this shard's. The not-found pages are the first shard's.
 */
export const inShard = (shard: Shard, position: number, is404: boolean) => (is404 ? shard.index === 0 : position % shard.count === shard.index);

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
 * index, through the channel to the build script. Resolves once the message is sent, so the
 * process ends only after its last document has left.
 */
export function sendSearchDocument(sourcePath: string, document: string): Promise<void> {
  return new Promise((resolve, reject) => process.send!({ searchDocument: [sourcePath, document] }, undefined, {}, (error) => (error ? reject(error) : resolve())));
}

/**
 * Tells the build script, at the end of `vike build`, that the pages were handed over and to how
 * many processes (./build.mjs then runs ./prerenderAfterBuild.ts). Vike keeps the server bundle
 * when several processes may render (`keepDistServer`, site/pages/+config.ts): for the processes
 * that render after this build, or else removed here.
 */
export function handOverPrerendering({ outDir }: { outDir: string }): Plugin {
  return {
    name: 'bob:prerender-processes',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'ssr',
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const processes = handedOver.get();
        if (processes === undefined) return rmSync(path.join(outDir, 'server'), { recursive: true, force: true });
        await new Promise<void>((resolve, reject) => process.send!({ prerenderProcesses: processes }, undefined, {}, (error) => (error ? reject(error) : resolve())));
      },
    },
  };
}

/**
 * Pre-renders the pages of the bundle just built in `outDir` in `count` processes at once
 * (./prerenderShard.mjs: Vike's `prerender()` with the project's configuration), each rendering
 * every `count`-th page, started with Node's `execArgv`. Their search documents come to `onSearchDocument`. Fails when
 * one of them fails (its error is printed by the process itself).
 */
export async function prerenderInShards(count: number, outDir: string, execArgv: string[], onSearchDocument: (sourcePath: string, document: string) => void): Promise<void> {
  const shards = Array.from({ length: count }, (_, index) => {
    const child = fork(new URL('./prerenderShard.mjs', import.meta.url), [path.join(outDir, 'server/entry.mjs')], {
      // Production, as `vike build` runs: React's development build renders at half the speed.
      env: { ...process.env, NODE_ENV: 'production', [SHARD_ENV]: `${index}/${count}` },
      execArgv,
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
