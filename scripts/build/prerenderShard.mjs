// One of the build's pre-rendering processes (./prerenderProcesses.ts starts it as the build
// starts). While the site is bundled, it loads the packages the server bundle will import; then,
// told the bundle's folder (as soon as the build knows it), it loads the bundle; told its part (the
// `index`-th of `count`) and its task (the pages it renders first, what else it writes:
// ./prerenderProcesses.ts, ShardTask), it renders pages with the bundle's own entry for it (site/prerender), asking the build for its
// shares. Plain JavaScript: it starts in milliseconds, and the bundle needs no loader.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * The packages the server bundle imports (vite.config.ts leaves node_modules out of it), the
 * costliest to load first: ~0.4 s of each process, spent while the bundler leaves a core idle
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
  'handlebars/runtime',
  'unified',
  'remark-directive',
  'rehype-sanitize',
];

/**
 * The argument of a process whose pages take their code's HTML from the highlight cache (a rebuild
 * whose bundles are kept: scripts/build/pageCache.ts, highlightCache): shiki's regular expression
 * engine (WebAssembly, ~0.12 s of CPU) is not loaded beforehand, but by the first code that is
 * not in the cache, if any.
 */
export const HIGHLIGHTS_KEPT = '--highlights-kept';

if (process.argv[1] && pathToFileURL(path.resolve(process.argv[1])).href === import.meta.url) {
  // Shiki's regular expression engine (WebAssembly), which its highlighters share.
  const engine = process.argv.includes(HIGHLIGHTS_KEPT) ? [] : [import('shiki').then(({ loadWasm }) => loadWasm(import('shiki/wasm')))];
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
  // interleaved rebuilds of our site on two cores). Waits on its channel to the build alone: if
  // the build ends without pre-rendering (bundling failed), the channel closes and so does this
  // process.
  let loading;
  const { server, part, task } = await new Promise((resolve) => {
    const listener = (message) => {
      if (message.load) {
        loading = { server: message.load, bundle: load(message.load).then((bundle) => (globalThis.gc?.(), bundle)) };
        loading.bundle.catch(() => {}); // Awaited below, which reports it.
      }
      if (message.start) {
        process.off('message', listener);
        resolve(message.start);
      }
    };
    process.on('message', listener);
  });
  let report = (error) => error;
  try {
    // The build starts other processes when the bundle it named first is not the one to render from.
    const bundle = await (loading?.server === server ? loading.bundle : load(server));
    report = bundle.failureReport ?? report;
    await bundle.prerenderPart(part, task);
  } catch (error) {
    console.error(report(error));
    process.exit(1);
  }
  // The server code may leave handles open (Vike's own command ends the same way).
  process.exit(0);
}
