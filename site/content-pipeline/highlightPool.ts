import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { Plugin } from 'vite';
import { buildSlot } from '../../scripts/build/buildSlot.ts';
import { isShardProcess } from '../../scripts/build/prerenderProcesses.ts';
import type { HighlightRequest, HighlightWorkerData } from './highlightWorker.ts';

export type Highlighter = (code: string, lang: string, lines: number[]) => Promise<string>;

// The pages (./highlight.ts, in the server bundle) find the pool the plugin below started.
const pool = buildSlot<Highlighter>('highlighter');

/** The build's highlighting workers, when the build has started them. */
export const buildHighlighter = () => pool.get();

/**
 * What every build highlights most: the API's code samples (curl as bash, JavaScript, Python,
 * Go: site/components/api/codeSamples) and their JSON examples.
 */
export const WARM_LANGUAGES = ['bash', 'javascript', 'python', 'go', 'json'];

/**
 * Starts the build's highlighting workers with the build, before anything is bundled: shiki
 * and the code samples' grammars load on a core the bundler leaves partly idle, and are ready
 * when pre-rendering begins (started with the server code, the first pages waited ~0.2 s for
 * them). Their entry is TypeScript run by tsx (./highlightWorker.mjs): no bundle exists yet.
 */
export function highlightingWorkers(): Plugin {
  return {
    name: 'bob:highlighting-workers',
    apply: 'build',
    config() {
      // Once per build, though Vike loads the configuration several times. (`import.meta.url` is
      // this file's: Vite's bundling of the configuration keeps it.) Not in the build's other
      // pre-rendering processes (scripts/build/prerenderProcesses.ts): one per core, they
      // highlight their pages' code themselves.
      if (!pool.get() && !isShardProcess()) pool.set(workerPool(new URL('./highlightWorker.mjs', import.meta.url), Math.max(1, Math.min(4, availableParallelism() - 1)), WARM_LANGUAGES));
    },
  };
}

/** How long idle workers wait for more code before they end and give their memory back. */
const IDLE_MS = 500;

/**
 * `size` workers running `entry` (./highlightWorker.mjs), each with its own shiki, which first
 * loads the `warm` languages, fed round-robin. They start with the pool and end once idle for
 * {@link IDLE_MS} after a request, so the ~150 MB each holds (grammars, the regex engine's
 * memory) is not kept through the rest of the build; a later request starts them again.
 */
export function workerPool(entry: string | URL, size: number, warm: readonly string[] = []): Highlighter {
  const pending = new Map<number, { resolve: (html: string) => void; reject: (error: Error) => void }>();
  let idle: NodeJS.Timeout | undefined;
  const settle = (id: number, outcome: { html?: string; error?: string | Error }) => {
    const request = pending.get(id);
    if (!request) return;
    pending.delete(id);
    if (outcome.error === undefined) request.resolve(outcome.html!);
    else request.reject(outcome.error instanceof Error ? outcome.error : new Error(`Highlighting failed: ${outcome.error}`));
    if (pending.size === 0) {
      for (const worker of workers) worker.unref();
      idle = setTimeout(stop, IDLE_MS).unref();
    }
  };
  const start = () =>
    Array.from({ length: size }, () => {
      // Unreferenced while no request waits: an idle pool never holds the process open.
      const worker = new Worker(entry, { workerData: { warm: [...warm] } satisfies HighlightWorkerData });
      worker.unref();
      worker.on('message', ({ id, html, error }: { id: number; html?: string; error?: string }) => settle(id, { html, error }));
      // A worker that failed or ended (killed, out of memory) answers no more: the pool is
      // dropped (the next request starts a new one) and what waited on it fails, rather than
      // waiting for an answer that cannot come. The pool's own terminations (idle, or after a
      // failure) come once it has let go of the worker, and are not failures.
      const fail = (error: Error) => {
        if (!workers.includes(worker)) return;
        stop();
        for (const id of [...pending.keys()]) settle(id, { error });
      };
      worker.on('error', fail);
      worker.on('exit', (code) => fail(new Error(`Highlighting failed: its worker thread exited (code ${code})`)));
      return worker;
    });
  const stop = () => {
    const stopped = workers;
    workers = [];
    for (const worker of stopped) void worker.terminate();
  };
  let workers = start();
  let next = 0;
  return (code, lang, lines) =>
    new Promise((resolve, reject) => {
      clearTimeout(idle);
      if (workers.length === 0) workers = start();
      if (pending.size === 0) for (const worker of workers) worker.ref();
      const id = next++;
      pending.set(id, { resolve, reject });
      workers[id % size]!.postMessage({ id, code, lang, lines } satisfies HighlightRequest);
    });
}
