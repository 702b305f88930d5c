import { availableParallelism } from 'node:os';

/**
 * The Node flags of the build (scripts/build/build.mjs), for a machine of `cores` cores. Two of
 * V8's defaults were measured to cost the build on 2 cores (PERFORMANCE.md), where the build's
 * own processes already fill every core: the generator beside the bundler's threads, then one
 * pre-rendering process per core, at most four (scripts/build/prerenderProcesses.ts). There V8's helper threads (GC,
 * the optimising compiler) are one rather than four, and functions are optimised only after
 * eight times V8's usual work (most of the build's code runs a few hundred times and ends before
 * optimising it pays). With cores to spare, both keep V8's choice: the helpers get the spare
 * cores, and optimising runs on them beside the build.
 * `--expose-gc` lets pre-rendering collect every so many pages (site/prerender).
 */
export function buildNodeFlags(cores = availableParallelism()) {
  const busy = Math.min(5, cores);
  const spare = cores - busy;
  return ['--expose-gc', ...(spare > 0 ? [`--v8-pool-size=${spare}`] : ['--v8-pool-size=1', '--interrupt-budget=540672'])];
}
