import { constants, PerformanceObserver } from 'node:perf_hooks';

/**
 * V8 sizes its heap from the machine's memory (a 4 GB limit with 24 GB) and collects lazily: a
 * process rendering thousands of pages reached ~1 GB with ~250 MB alive. Where the build exposes
 * it (scripts/build/nodeFlags.mjs) a full collection runs once so many pages went without one:
 * every 500, the 2,000-operation spec's processes peaked at ~420-470 MB rather than ~500 MB at
 * every 1,000 (the build's peak 1.13 GB against 1.26), no slower. Every 200 keeps the larger young
 * generation of a large site's threads (scripts/build/startShards.mjs, youngGeneration) within
 * the build's memory target: GitHub's build peaked at 959-980 MB with both, 1.8 s sooner
 * (docs/performance-history.md, seventh pass). V8's own full collections count: forced every 200 pages
 * regardless, a quarter of them came right after one of V8's (~80 ms each on GitHub's pages).
 */
const COLLECT_EVERY = 200;

/**
 * Collects in full where the build exposes it (`--expose-gc`) once {@link COLLECT_EVERY} pages
 * were rendered since the last full collection, this one's or V8's.
 */
export function collector(): { pageRendered(): void } {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) return { pageRendered() {} };
  let pages = 0;
  new PerformanceObserver((list) => {
    const entries = list.getEntries() as { detail?: { kind?: number } }[];
    if (entries.some((entry) => entry.detail?.kind === constants.NODE_PERFORMANCE_GC_MAJOR)) pages = 0;
  }).observe({ entryTypes: ['gc'] });
  return {
    pageRendered() {
      if (++pages < COLLECT_EVERY) return;
      pages = 0;
      gc();
    },
  };
}
