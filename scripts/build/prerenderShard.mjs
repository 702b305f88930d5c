// One of the build's pre-rendering threads (./startShards.mjs starts it as the build starts,
// ./prerenderThreads.ts tells it what to do). While the site is bundled, it loads the packages the server bundle will import; then,
// told the bundle's folder (as soon as the build knows it), it loads the bundle; told its part (the
// `index`-th of `count`) and its task (the pages it renders first, what else it writes:
// ./prerenderThreads.ts, ShardTask), it renders pages with the bundle's own entry for it (site/prerender), asking the build for its
// shares. Plain JavaScript: it starts in milliseconds, and the bundle needs no loader.
import { existsSync, readdirSync } from 'node:fs';
import { getPriority, setPriority } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { isMainThread, parentPort, workerData } from 'node:worker_threads';

/**
 * The packages the server bundle imports (vite.config.ts leaves node_modules out of it), the
 * costliest to load first: ~0.4 s of each thread, spent while the bundler leaves a core idle
 * rather than once the pages could be rendered. One missing here is loaded with the bundle; a
 * test keeps the list to packages the site's code imports.
 */
export const WARM = [
  'vike/server',
  'zod',
  'remark-parse',
  'remark-gfm',
  'rehype-raw',
  'yaml',
  'react-dom/server',
  'remark-rehype',
  'rehype-stringify',
  'vike-react/__internal/integration/onRenderHtml',
  'shiki',
  'handlebars/runtime.js',
  'unified',
  'remark-directive',
  'rehype-sanitize',
];

/**
 * The pre-rendering threads' scheduling priority (Unix niceness). Started with the build, they
 * load their packages while the bundler works, which is the build's critical path: at the same
 * priority they slowed its start by ~0.3 s and gained nothing; below it, they take only what it
 * leaves idle (our site, 4 interleaved pairs: 9.04 → 8.25 s). They keep it while they render,
 * when nothing of the build's but the search indexing runs beside them. A thread sets its own,
 * on Linux, where a thread has a priority of its own; elsewhere it would be the whole build's.
 */
export const PRIORITY = 10;

/** What the build tells a pre-rendering thread as it starts it (./startShards.mjs): none in any other thread. */
const shard = isMainThread ? undefined : workerData?.prerenderShard;

if (shard) {
  if (process.platform === 'linux' && getPriority(0) < PRIORITY) {
    try {
      setPriority(0, PRIORITY);
    } catch {
      // A system that refuses: the thread runs at the build's priority.
    }
  }
  // Shiki's regular expression engine (WebAssembly), which its highlighters share.
  const engine = shard.highlightsKept ? [] : [import('shiki').then(({ loadWasm }) => loadWasm(import('shiki/wasm')))];
  const warming = Promise.allSettled([...WARM.map((name) => import(name)), ...engine]);
  /**
   * Loads the server bundle in `server`: Vike's server entry first, by path (it registers the pages
   * with Vike's server), then ours (site/prerender: `prerenderPart`, and `failureReport`, what to
   * print when it fails). Then what the first pages would load: the pages' own modules, which
   * Vike imports at the first page of each kind, and the fetch API's classes its answers are made
   * of, which Node loads at their first use (~0.15 s of the three pages a one-description rebuild
   * waits for: docs/performance-history.md).
   */
  const load = async (server) => {
    await warming;
    await import(pathToFileURL(path.join(server, 'entry.mjs')).href);
    const bundle = await import(pathToFileURL(path.join(server, 'prerender.mjs')).href);
    const entries = path.join(server, 'entries');
    await Promise.all((existsSync(entries) ? readdirSync(entries) : []).map((file) => import(pathToFileURL(path.join(entries, file)).href)));
    new Headers();
    return bundle;
  };
  // The bundle may be named before the pages are (kept bundles, while the generator runs): it is
  // loaded at once, and then the heap its loading left is collected, while the generator still
  // runs, rather than by a full collection in the middle of the first pages (~0.35 s of the
  // three pages of a one-description rebuild, which waits for them: 5.26 -> 4.80 s, medians of 7
  // interleaved rebuilds of our site on two cores). Listens to the build for as long as it runs
  // (the shares it asks for come the same way): a thread that listens to nothing would end.
  let loading;
  const { server, part, task } = await new Promise((resolve) => {
    const listener = (message) => {
      if (message.load) {
        loading = { server: message.load, bundle: load(message.load).then((bundle) => (globalThis.gc?.(), bundle)) };
        loading.bundle.catch(() => {}); // Awaited below, which reports it.
      }
      if (message.start) resolve(message.start);
    };
    parentPort.on('message', listener);
  });
  let report = (error) => error;
  try {
    // The build starts other threads when the bundle it named first is not the one to render from.
    const bundle = await (loading?.server === server ? loading.bundle : load(server));
    report = bundle.failureReport ?? report;
    await bundle.prerenderPart(part, task);
  } catch (error) {
    console.error(report(error));
    process.exit(1);
  }
  // The server code may leave handles open (Vike's own command ends the same way). In a thread,
  // `process.exit` ends the thread.
  process.exit(0);
}
