// `npm run build`: the generator (unless the generated output is current) and `vike build` at once
// (./generateAndBundle.mjs), in Nodes started with the settings this machine calls for
// (./nodeFlags.mjs); `vike build` bundles the site (unless the bundles of the same inputs are
// kept: ./bundleCache.mjs), while the pre-rendering threads start and load what they can. Then, once the bundler's process and what bundling left in its memory are
// gone, ./prerenderAfterBuild.ts (TypeScript, loaded meanwhile from its bundle: ./buildScriptBundle.mjs) lists the pages, and the threads
// pre-render them, and the pages are indexed. Plain JavaScript, so that it starts in a few
// milliseconds. `npm run build` starts it with a young generation of 1 MB semi-spaces
// (package.json): what it allocates is each page's search document passed on to the index, which
// dies at once, and V8's 16 MB held ~25-30 MB of GitHub's build's peak for nothing (docs/performance-history.md).
import { rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleKey, keptBundles, LOADED_FILES, restoreBundles, storeBundles } from './bundleCache.mjs';
import { loadBuildScript } from './buildScriptBundle.mjs';
import { generateAndBundle, runNode } from './generateAndBundle.mjs';
import { localeFileProblems } from './localeFiles.mjs';
import { buildNodeFlags } from './nodeFlags.mjs';
import { assertBuildOutput, BUILD_MARK, buildOutDir, clientDir, markBuildStart } from './outDir.mjs';
import { estimatedPaths, prerenderThreadCount, setThreadFlags, startShard, youngGeneration } from './startShards.mjs';

const flags = buildNodeFlags();
// `--no-cache`: every page rendered and the site bundled, nothing taken from the build's caches
// (./pageCache.ts, ./bundleCache.mjs) nor the generator's parses and YAML
// (generator/load/keptParses.ts, generator/output/specDownloads.mjs). The other arguments are
// `vike build`'s.
const noCache = process.argv.includes('--no-cache');
const vikeArguments = process.argv.slice(2).filter((argument) => argument !== '--no-cache');
// For `vike build` and the pre-rendering threads: rolldown's allocator (mimalloc) returns freed
// memory at once (~100 MB less from the bundles on, the same time; docs/performance-history.md), and Vite skips
// its check of the configuration's modules for its future native loader on each of the
// configuration's loads (~0.2-0.3 s; docs/performance-history.md).
Object.assign(process.env, { MIMALLOC_PURGE_DELAY: '0', VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' });
const vike = fileURLToPath(new URL('../../node_modules/.bin/vike', import.meta.url));
// What the generator writes into the site while `vike build` runs (generator/output/specDownloads.mjs):
// not the bundles', so not kept with them.
const DOWNLOADS = ['openapi.json', 'openapi.yaml'];
/** The build's own TypeScript, loading from its bundle (./buildScriptBundle.mjs) once the build has started. */
let buildScript;
try {
  // A locale file that is not JSON, said where, before anything starts (./localeFiles.mjs).
  const localeProblems = localeFileProblems();
  if (localeProblems.length > 0) throw new Error(localeProblems.join('\n'));
  const outDir = buildOutDir();
  assertBuildOutput(outDir);
  // The bundles' key (~0.1 s), before anything starts: when the bundles are kept, a rebuild
  // renders few pages if any, and one pre-rendering thread is started rather than one per core.
  const keyNow = () => (noCache ? undefined : bundleKey({ args: vikeArguments }));
  const firstKey = keyNow();
  const bundlesKept = firstKey !== undefined && keptBundles(outDir, firstKey) !== undefined;
  // The pre-rendering threads start now, and load their packages while the build script's
  // own code loads and the site bundles (before, they were ready after the generator of a
  // one-description rebuild): they are ready the moment `vike build` ends. As many as the
  // site's pages as estimated call for; one with the bundles kept: the pages' code is highlighted
  // already (the highlights are kept under the render key, the bundles'), and few pages if any change.
  const paths = estimatedPaths(process.cwd());
  setThreadFlags(flags);
  const shard = { semiSpaceMb: youngGeneration(paths) };
  const started = Array.from({ length: prerenderThreadCount(bundlesKept ? 1 : paths) }, () => startShard({ ...shard, highlightsKept: bundlesKept }));
  buildScript = loadBuildScript();
  const threads = buildScript.then(({ startPrerenderThreads }) => startPrerenderThreads(started, () => startShard(shard)));
  const prerendering = threads.then(async (waiting) => (await buildScript).startPrerendering(waiting, { cache: !noCache }));
  prerendering.catch(() => {}); // Awaited below, which reports it.
  markBuildStart(outDir);
  const since = statSync(path.join(outDir, BUILD_MARK)).mtimeMs;
  rmSync(path.join(outDir, LOADED_FILES), { force: true });
  // What the pre-rendering renders from: the bundles just made, or those kept for their key.
  let bundles = { server: path.join(outDir, 'server'), left: [], key: undefined };
  const bundle = (key = keyNow()) => {
    const kept = key && keptBundles(outDir, key);
    if (kept) {
      bundles = { server: path.resolve(kept, 'server'), left: restoreBundles(kept, outDir), key };
      // The threads load it while the generator runs, if it does (~0.6 s of a one-description rebuild).
      const { server } = bundles;
      threads.then((waiting) => waiting.load(server), () => {});
      console.log(`✓ bundles unchanged since the last build (${kept}): not bundled again`);
      return { ended: Promise.resolve(0), stop: async () => 0 };
    }
    bundles = { server: path.join(outDir, 'server'), left: [], key: undefined };
    const running = runNode(vike, ['build', ...vikeArguments], flags);
    return {
      // Kept only if nothing they were made from changed meanwhile; pages are keyed by them then.
      ended: running.ended.then((code) => {
        if (code === 0 && key !== undefined && keyNow() === key && storeBundles(outDir, key, since, DOWNLOADS.map((file) => path.relative(outDir, path.join(clientDir(outDir), file))))) bundles.key = key;
        // The list of what the bundler read is the build's, not the site's (a bundling not kept leaves it).
        rmSync(path.join(outDir, LOADED_FILES), { force: true });
        return code;
      }),
      stop: running.stop,
    };
  };
  let first = true;
  const { code: bundled, downloads } = await generateAndBundle({
    spec: 'spec/openapi.yaml',
    out: 'site/generated',
    site: clientDir(outDir),
    bundle: () => bundle(first ? ((first = false), firstKey) : keyNow()),
    nodeFlags: flags,
    keep: !noCache,
  });
  if (bundled !== 0) process.exit(bundled);
  await (await prerendering).prerender(bundles, downloads);
} catch (error) {
  // A problem of the sources with its places (a malformed release history: site/prerender/failureReport.ts,
  // from the build script's bundle once it loaded); else what failed, as the error says it.
  const report = await buildScript?.then(({ failureReport }) => failureReport(error), () => undefined);
  console.error(typeof report === 'string' ? report : error instanceof Error ? error.message : error);
  process.exit(1);
}
