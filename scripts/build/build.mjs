// `npm run build`: the generator (unless the generated output is current) and `vike build` at once
// (./generateAndBundle.mjs), in Nodes started with the settings this machine calls for
// (./nodeFlags.mjs); `vike build` bundles the site, while the pre-rendering processes start and
// load what they can. Then, once the bundler's process and what bundling left in its memory are
// gone, ./prerenderAfterBuild.ts (TypeScript, loaded meanwhile) lists the pages, and the processes
// pre-render them, and the pages are indexed. Plain JavaScript, so that it starts in a few
// milliseconds. `npm run build` starts it with a young generation of 1 MB semi-spaces
// (package.json): what it allocates is each page's search document passed on to the index, which
// dies at once, and V8's 16 MB held ~25-30 MB of GitHub's build's peak for nothing (docs/performance-history.md).
import { fileURLToPath } from 'node:url';
import { generateAndBundle, runNode } from './generateAndBundle.mjs';
import { buildNodeFlags } from './nodeFlags.mjs';
import { buildOutDir, clientDir, markBuildStart } from './outDir.mjs';

const flags = buildNodeFlags();
// `--no-cache`: every page rendered, none taken from the pages' cache (./pageCache.ts). The other
// arguments are `vike build`'s.
const noCache = process.argv.includes('--no-cache');
const vikeArguments = process.argv.slice(2).filter((argument) => argument !== '--no-cache');
// For `vike build` and the pre-rendering processes: rolldown's allocator (mimalloc) returns freed
// memory at once (~100 MB less from the bundles on, the same time; docs/performance-history.md), and Vite skips
// its check of the configuration's modules for its future native loader on each of the
// configuration's loads (~0.2-0.3 s; docs/performance-history.md).
Object.assign(process.env, { MIMALLOC_PURGE_DELAY: '0', VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' });
const vike = fileURLToPath(new URL('../../node_modules/.bin/vike', import.meta.url));
// The pre-rendering's TypeScript is loaded, and its processes started, while the site bundles: they
// are ready the moment `vike build` ends.
const prerendering = import('tsx/esm/api').then(async ({ register }) => {
  register();
  const { startPrerendering } = await import('./prerenderAfterBuild.ts');
  return startPrerendering(flags, { cache: !noCache });
});
prerendering.catch(() => {}); // Awaited below, which reports it.
try {
  const outDir = buildOutDir();
  markBuildStart(outDir);
  const bundled = await generateAndBundle({
    spec: 'spec/openapi.yaml',
    out: 'site/generated',
    site: clientDir(outDir),
    bundle: () => runNode(vike, ['build', ...vikeArguments], flags),
    nodeFlags: flags,
  });
  if (bundled !== 0) process.exit(bundled);
  await (await prerendering).prerender();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
