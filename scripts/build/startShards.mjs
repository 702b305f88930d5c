// The pre-rendering threads (./prerenderShard.mjs) as the build starts them, and how many.
// Plain JavaScript, so that the build starts them before any TypeScript loader is up (~0.13 s
// sooner: they are what a one-description rebuild's first page waits for, beside the generator);
// its types are in ./startShards.d.mts. ./prerenderThreads.ts tells them what to do.
import { readdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { Worker } from 'node:worker_threads';

/**
 * The site's paths worth a thread of their own (300 pages in our three locales): each thread
 * loads the server bundle, React and shiki and compiles the docs (~0.6 s), which fewer pages do
 * not win back.
 */
const PATHS_PER_THREAD = 100;

/**
 * How many threads pre-render a site of `paths` paths (each in every locale):
 * `PRERENDER_THREADS`, or one per core (at most four: each holds the server bundle, React and
 * shiki, ~200-300 MB) for as many as have {@link PATHS_PER_THREAD} paths to render.
 */
export function prerenderThreadCount(paths) {
  const chosen = Number(process.env.PRERENDER_THREADS);
  if (Number.isInteger(chosen) && chosen >= 1) return chosen;
  return Math.max(1, Math.min(4, availableParallelism(), Math.ceil(paths / PATHS_PER_THREAD)));
}

/**
 * About how many paths the project in `root` pre-renders, before the generator and the bundler
 * say exactly (./prerenderAfterBuild.ts): the operations and schema pages of the generated output
 * as it stands (committed; an edit of the spec seldom changes their number much) and the files of
 * site/content (its translations too: a count on the safe side). For how many threads a build
 * that bundles starts at once: a second one on Petstore's 52 paths was ~0.65 s of CPU to start
 * and load, then ended unused. A site found larger than its estimate starts the others when its
 * pages are known (./prerenderThreads.ts), ~0.6 s later than it would have.
 */
export function estimatedPaths(root) {
  const files = (folder) => {
    try {
      return readdirSync(path.join(root, folder), { recursive: true }).length;
    } catch {
      return 0; // Not generated yet, or no content.
    }
  };
  return files('site/generated/operations') + files('site/generated/schema-pages') + files('site/content');
}

/** Past this many paths (each in every locale), a site is large: {@link youngGeneration}. */
export const LARGE_SITE_PATHS = 1_000;

/**
 * The young generation of the pre-rendering threads of a site of about `paths` paths: the size of
 * a semi-space, in MB. A large site's threads get semi-spaces of 32 MB rather than V8's 16: they
 * make pages at a great rate (GitHub's: ~8 GB of allocations each, pages of up to 2 MB, 16 in the
 * making), and scavenging every 16 MB took ~5 ms each time though nearly all of it had died
 * (~2.5 s of each of GitHub's pre-rendering processes, as they were then). Twice as large, half as many: GitHub's build 27.0-30.2 →
 * 25.2-25.7 s (3 pairs, CPU -3 s), its peak ~90 MB higher, which a full collection at least every
 * 200 pages (site/prerender/collector.ts) and the smaller memos keep in bounds; measured again on
 * 29 Nov, 16 MB was 3 and 18 % slower there (2 pairs). A smaller site keeps V8's 16 MB: its pages
 * (ours: ~100 KB) mostly die young either way, and the larger semi-spaces held ~100 MB of its
 * peak (our build's 838 → 738 MB, medians of 4 interleaved pairs) for 2-5 % of its time (the
 * bench's pairs): the memory ratio of issue 35 is the nearer one. 8 MB saved ~55 MB more, at a
 * higher price on GitHub's (12 and 28 % slower).
 */
export const youngGeneration = (paths) => (paths > LARGE_SITE_PATHS ? 32 : 16);

/**
 * Sets the V8 flags of the pre-rendering threads this process starts from now on: V8's flags are
 * the process's, not a thread's, and the build script's process is started with its own
 * (package.json), so they are set once it runs, before the first thread. Of the build's Node
 * flags (`nodeFlags`, ./nodeFlags.mjs), `--expose-gc` (the threads collect every so many pages:
 * site/prerender/collector.ts) and the later optimising where the cores are few
 * (`--interrupt-budget`, read as functions run). Not `--single-threaded-gc`, which a running
 * process cannot take (V8 aborted the build: a marking begun with helper threads ended without
 * them): the threads collect with V8's helpers, which measured the same as the processes of
 * before, which collected alone (`--against`, 4 pairs: +0.24 s, CPU 35.5 → 33.9 s), and freed
 * memory sooner. The semi-spaces are left to each thread's `resourceLimits` ({@link startShard}):
 * the build script's 1 MB (package.json) stay its own. And every heap of the process, the build
 * script's too, grows by half at most between full collections: V8 lets a heap grow to up to
 * four times what the last one kept; a pre-rendering thread keeps ~100 MB alive (the bounded
 * memos, the bundle) and makes short-lived pages at a great rate, so its heap grew to ~200-270 MB
 * and its memory to ~500 MB. Growing by half at most, GitHub's pre-rendering peaked at ~340-375 MB
 * a process (as they were) rather than ~500-550, the build at 930 MB rather than 1,190, in the
 * same time (25 % did not save more and took longer; 35 % for the threads, measured again in
 * threads, was within the noise: docs/performance-history.md). A growth limit, unlike a heap
 * limit, cannot make a large page fail.
 */
export function setThreadFlags(nodeFlags) {
  for (const flag of nodeFlags) if (flag === '--expose-gc' || flag.startsWith('--interrupt-budget=')) setFlagsFromString(flag);
  setFlagsFromString('--heap-growing-percent=50');
  setFlagsFromString('--max-semi-space-size=0');
}

/**
 * Starts a pre-rendering thread (./prerenderShard.mjs, which runs site/prerender on the server
 * bundle) in this process, with the young generation of semi-spaces of `semiSpaceMb` MB
 * ({@link youngGeneration}; V8 makes a young generation three semi-spaces large) and Node's
 * options `execArgv`: it lowers its own priority, loads the packages the server bundle imports,
 * and shiki's engine unless the pages it will render have their code's HTML kept
 * (`highlightsKept`: a rebuild whose bundles are kept), and waits to be told what to do. Threads
 * rather than processes: each process holds Node's own code and start-up heap, ~40 MB resident
 * (docs/performance-history.md). `ended` settles as it ends: its exit code, or its error's
 * message. While it waits it does not keep the build's process alive: it ends with the build if
 * the build ends without it.
 */
export function startShard({ semiSpaceMb = 16, highlightsKept = false, execArgv = [] } = {}) {
  const worker = new Worker(new URL('./prerenderShard.mjs', import.meta.url), {
    // Production, as `vike build` runs: React's development build renders at half the speed.
    env: { ...process.env, NODE_ENV: 'production' },
    execArgv,
    resourceLimits: { maxYoungGenerationSizeMb: 3 * semiSpaceMb },
    workerData: { prerenderShard: { highlightsKept } },
  });
  worker.unref();
  const ended = new Promise((resolve) => {
    worker.on('error', (error) => resolve(error.message));
    worker.on('exit', (code) => resolve(code));
  });
  return { worker, ended };
}
