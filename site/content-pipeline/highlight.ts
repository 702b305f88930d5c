import { availableParallelism } from 'node:os';
import { isMainThread, Worker } from 'node:worker_threads';
import type { HighlightRequest } from './highlightWorker.ts';
import { shikiHtml } from './shiki.ts';

type Highlighter = (code: string, lang: string, lines: number[]) => Promise<string>;

const cache = new Map<string, Promise<string>>();
/** The build's worker entry, bundled with the server code (vite.config.ts). */
declare const __HIGHLIGHT_WORKER__: string;

// The build starts its workers as soon as the pages' code is loaded (Vike's first hooks), so
// shiki is ready by the time the first page asks. (A worker loads this module too, in a shared
// chunk: it highlights in its own thread.)
const highlighter: Highlighter =
  import.meta.env.PROD && isMainThread ? workerPool(__HIGHLIGHT_WORKER__, Math.max(1, Math.min(4, availableParallelism() - 1))) : shikiHtml;

/**
 * Code highlighted by shiki as `<pre>` HTML (./shiki.ts), `lines` marked. Identical code is
 * highlighted once per build. The production build spreads the work over worker threads, so
 * pages render on the main thread while their code is highlighted beside it; elsewhere (dev
 * server, tests) shiki runs in-process.
 */
export function highlight(code: string, lang: string, lines: readonly number[] = []): Promise<string> {
  const key = `${lang}\u0000${lines.join(',')}\u0000${code}`;
  let html = cache.get(key);
  if (!html) {
    html = highlighter(code, lang, [...lines]);
    cache.set(key, html);
  }
  return html;
}

/** How long idle workers wait for more code before they end and give their memory back. */
const IDLE_MS = 500;

/**
 * `size` workers running `entry` (./highlightWorker.ts, as built), each with its own shiki, fed
 * round-robin. They start with the pool and end once idle for {@link IDLE_MS} after a request, so the ~150 MB each
 * holds (grammars, the regex engine's memory) is not kept through the rest of the build; a later
 * request starts them again.
 */
export function workerPool(entry: string | URL, size: number): Highlighter {
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
      const worker = new Worker(entry);
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

/** `{1,3-5}` in a fence's meta → [1, 3, 4, 5]. */
export function parseLineRanges(meta: string): number[] {
  const lines: number[] = [];
  const braces = /\{([\d,\s-]+)\}/.exec(meta)?.[1];
  for (const part of braces?.split(',') ?? []) {
    const [from, to = from] = part.trim().split('-').map(Number);
    if (from === undefined || to === undefined || Number.isNaN(from) || Number.isNaN(to)) continue;
    for (let n = from; n <= to; n++) lines.push(n);
  }
  return lines;
}
