// The pre-rendering processes (./prerenderShard.mjs) as the build starts them, and how many.
// Plain JavaScript, so that the build starts them before any TypeScript loader is up (~0.13 s
// sooner: they are what a one-description rebuild's first page waits for, beside the generator);
// its types are in ./startShards.d.mts. ./prerenderProcesses.ts tells them what to do.
import { fork } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { availableParallelism, setPriority } from 'node:os';
import path from 'node:path';
import { HIGHLIGHTS_KEPT } from './prerenderShard.mjs';

/**
 * The site's paths worth a process of their own (300 pages in our three locales): each process
 * loads the server bundle, React and shiki and compiles the docs (~0.6 s), which fewer pages do
 * not win back.
 */
const PATHS_PER_PROCESS = 100;

/**
 * How many processes pre-render a site of `paths` paths (each in every locale):
 * `PRERENDER_PROCESSES`, or one per core (at most four: each holds the server bundle, React and
 * shiki, ~250-350 MB) for as many as have {@link PATHS_PER_PROCESS} paths to render.
 */
export function prerenderProcessCount(paths) {
  const chosen = Number(process.env.PRERENDER_PROCESSES);
  if (Number.isInteger(chosen) && chosen >= 1) return chosen;
  return Math.max(1, Math.min(4, availableParallelism(), Math.ceil(paths / PATHS_PER_PROCESS)));
}

/**
 * About how many paths the project in `root` pre-renders, before the generator and the bundler
 * say exactly (./prerenderAfterBuild.ts): the operations and schema pages of the generated output
 * as it stands (committed; an edit of the spec seldom changes their number much) and the files of
 * site/content (its translations too: a count on the safe side). For how many processes a build
 * that bundles starts at once: a second one on Petstore's 52 paths was ~0.65 s of CPU to start
 * and load, then ended unused. A site found larger than its estimate starts the others when its
 * pages are known (./prerenderProcesses.ts), ~0.6 s later than it would have.
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

/**
 * How much a pre-rendering process's heap may grow between full collections, for a process
 * started with `execArgv`. V8 lets a heap grow to up to four times what the last full collection
 * kept. A pre-rendering process keeps ~100 MB alive (the bounded memos, the bundle) and makes
 * short-lived pages at a great rate, so its heap grew to ~200-270 MB and its memory to ~500 MB.
 * Growing by half at most, GitHub's processes peaked at ~340-375 MB rather than ~500-550, the
 * build's peak at 930 MB rather than 1,190, in the same time (25 % did not save more and took
 * longer; docs/performance-history.md). The collector working on the main thread alone (./nodeFlags.mjs)
 * frees memory later, and GitHub's build then peaked at ~1,020-1,060 MB: it grows by 35 % there
 * (~935 MB; our site's build took as long). A growth limit, unlike a heap limit, cannot make a
 * large page fail.
 */
export const heapGrowth = (execArgv) => `--heap-growing-percent=${execArgv.includes('--single-threaded-gc') ? 35 : 50}`;

/** Past this many paths (each in every locale), a site is large: {@link youngGeneration}. */
export const LARGE_SITE_PATHS = 1_000;

/**
 * The young generation of the pre-rendering processes of a site of about `paths` paths. A large
 * site's processes get semi-spaces of 32 MB rather than V8's 16: they make pages at a great rate
 * (GitHub's: ~8 GB of allocations each, pages of up to 2 MB, 16 in the making), and scavenging
 * every 16 MB took ~5 ms each time though nearly all of it had died (~2.5 s of each GitHub
 * process). Twice as large, half as many: GitHub's build 27.0-30.2 → 25.2-25.7 s (3 pairs, CPU
 * -3 s), its peak ~90 MB higher, which a full collection at least every 200 pages
 * (site/prerender/collector.ts) and the smaller memos keep in bounds; measured again on 29 Nov,
 * 16 MB was 3 and 18 % slower there (2 pairs). A smaller site keeps V8's 16 MB: its pages (ours:
 * ~100 KB) mostly die young either way, and the larger semi-spaces held ~100 MB of its peak (our
 * build's 838 → 738 MB, medians of 4 interleaved pairs) for 2-5 % of its time (the bench's
 * pairs): the memory ratio of issue 35 is the nearer one. 8 MB saved ~55 MB more, at a higher
 * price on GitHub's (12 and 28 % slower).
 */
export const youngGeneration = (paths) => `--max-semi-space-size=${paths > LARGE_SITE_PATHS ? 32 : 16}`;

/**
 * The scheduling priority of the pre-rendering processes (Unix niceness; below normal on Windows).
 * Started with the build, they load their packages while the bundler works, which is the build's
 * critical path: at the same priority they slowed its start by ~0.3 s and gained nothing; below
 * it, they take only what it leaves idle (our site, 4 interleaved pairs: 9.04 → 8.25 s). They keep
 * it while they render, when nothing of the build's but the search indexing runs beside them.
 */
const PRIORITY = 10;

/** Lowers a process's priority to {@link PRIORITY}; a process already gone is left alone. */
function lowerPriority(pid) {
  try {
    setPriority(pid, PRIORITY);
  } catch {
    // Ended already (it reports why), or a system that refuses: it runs at the usual priority.
  }
}

/**
 * Starts a pre-rendering process (./prerenderShard.mjs, which runs site/prerender on the server
 * bundle) with Node's `execArgv` (the build's, and the site's {@link youngGeneration}), at a
 * lower priority ({@link PRIORITY}): it loads the packages the server bundle imports, and shiki's
 * engine unless the pages it will render have their code's HTML kept (`highlightsKept`: a rebuild
 * whose bundles are kept), and waits to be told what to do.
 * `ended` settles as it ends: its exit code or signal, or why it could not start. It ends with the
 * build if the build ends without it.
 */
export function startShard(execArgv, { highlightsKept = false } = {}) {
  const child = fork(new URL('./prerenderShard.mjs', import.meta.url), highlightsKept ? [HIGHLIGHTS_KEPT] : [], {
    // Production, as `vike build` runs: React's development build renders at half the speed.
    env: { ...process.env, NODE_ENV: 'production' },
    execArgv: [...execArgv, heapGrowth(execArgv)],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  if (child.pid !== undefined) lowerPriority(child.pid);
  const ended = new Promise((resolve) => {
    child.on('error', (error) => resolve(error.message));
    child.on('exit', (code, signal) => resolve(signal ?? code ?? 1));
  });
  return { child, ended };
}
