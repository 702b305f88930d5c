import { availableParallelism } from 'node:os';

/**
 * The Node flags of the build (scripts/build/build.mjs), for a machine of `cores` cores. Three of
 * V8's defaults were measured to cost the build on 2 cores (docs/performance-history.md), where the build's
 * own processes already fill every core: the generator beside the bundler's threads, then one
 * pre-rendering thread per core, at most four (scripts/build/startShards.mjs, which sets the
 * flags a running process can take for those threads). There the
 * garbage collector works on the main thread alone (its parallel and concurrent helpers only
 * took cores the other processes wanted, and cost work of their own to share it out: GitHub's
 * site ~1 s sooner, ours ~0.25 s), V8's helper threads, left to the optimising compiler, are one
 * rather than four, and functions are optimised only after eight times V8's usual work (most of the
 * build's code runs a few hundred times and ends before optimising it pays). With cores to
 * spare, all three keep V8's choice: its helpers get the spare cores, and collecting and
 * optimising run on them beside the build.
 * `--expose-gc` lets pre-rendering collect every so many pages (site/prerender).
 */
export function buildNodeFlags(cores = availableParallelism()) {
  const busy = Math.min(5, cores);
  const spare = cores - busy;
  return ['--expose-gc', ...(spare > 0 ? [`--v8-pool-size=${spare}`] : ['--single-threaded-gc', '--v8-pool-size=1', '--interrupt-budget=540672'])];
}
