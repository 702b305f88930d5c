import { rmSync } from 'node:fs';
import path from 'node:path';
import { measureProcess, type ProcessMeasure } from './measureProcess.ts';

export interface Contender {
  label: string;
  /** One build, measured (and whatever must come before it, not). */
  build: () => Promise<ProcessMeasure>;
}

/**
 * `pairs` pairs of builds of two contenders, one after the other, the first of each pair
 * alternating: the same build's time moves by 10-15 % from one hour to the next on a shared
 * machine, so only builds interleaved like this compare. `onPair` hears of each pair as it ends.
 * Returns each contender's builds, in its order.
 */
export async function buildInPairs(contenders: [Contender, Contender], pairs: number, onPair: (pair: number, measured: [ProcessMeasure, ProcessMeasure]) => void): Promise<[ProcessMeasure[], ProcessMeasure[]]> {
  const runs: [ProcessMeasure[], ProcessMeasure[]] = [[], []];
  for (let pair = 0; pair < pairs; pair++) {
    for (const i of pair % 2 ? [1, 0] : [0, 1]) runs[i]!.push(await contenders[i]!.build());
    onPair(pair, [runs[0][pair]!, runs[1][pair]!]);
  }
  return runs;
}

/**
 * The build's caches (scripts/build/pageCache.ts, bundleCache.mjs, outputRecord.ts), which a
 * revision from before them ignores.
 */
const BUILD_CACHES = ['.cache/pages', '.cache/bundles', '.cache/outputs'];

/**
 * `npm run build` in `cwd`, cold, measured; a failed build stops the bench. Cold: the build's
 * caches are removed first (not timed), so that every page is rendered and the site bundled, by
 * any revision (an argument such as `--no-cache` would reach an older revision's `vike build`).
 */
export async function measureNpmBuild(cwd: string, env?: NodeJS.ProcessEnv): Promise<ProcessMeasure> {
  for (const cache of BUILD_CACHES) rmSync(path.join(cwd, cache), { recursive: true, force: true });
  const measured = await measureProcess('npm', ['run', 'build'], { cwd, env });
  if (measured.code !== 0) throw new Error(`npm run build failed in ${cwd}`);
  return measured;
}
