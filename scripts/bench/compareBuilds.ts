import { execFileSync } from 'node:child_process';
import { mkdtempSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { measureProcess } from './measureProcess.ts';

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/**
 * `npm run bench -- --against REV`: this checkout's full build against revision `rev`'s, in
 * `pairs` pairs of builds run one after the other, the order alternating. The same build's time
 * moves by a second or more from one hour to the next on a shared 2-core machine, far more than
 * most changes move it, so only builds interleaved like this compare. `rev` is checked out in a
 * temporary git worktree with this checkout's node_modules, and builds there into its own dist/.
 */
export async function compareBuilds(rev: string, pairs: number): Promise<void> {
  const commit = execFileSync('git', ['rev-parse', '--short', rev], { encoding: 'utf8' }).trim();
  const other = mkdtempSync(path.join(tmpdir(), `bob-against-${commit}-`));
  execFileSync('git', ['worktree', 'add', '--quiet', '--detach', other, commit]);
  try {
    symlinkSync(path.resolve('node_modules'), path.join(other, 'node_modules'));
    // Each writes its own dist/ (whatever SITE_OUT_DIR says here), in place from its first build on.
    const { SITE_OUT_DIR: _ignored, ...env } = process.env;
    const builds = [
      { label: commit, cwd: other },
      { label: 'this checkout', cwd: process.cwd() },
    ];
    const build = async ({ cwd }: { cwd: string }) => {
      const measured = await measureProcess('npm', ['run', 'build'], { cwd, env });
      if (measured.code !== 0) throw new Error(`npm run build failed in ${cwd}`);
      return measured;
    };
    console.log(`Full build, ${commit} against this checkout: a first build each (not counted), then ${pairs} pairs`);
    for (const each of builds) await build(each);
    const differences: number[] = [];
    const totals = builds.map(() => ({ ms: 0, cpuMs: 0 }));
    for (let pair = 0; pair < pairs; pair++) {
      const order = pair % 2 ? [1, 0] : [0, 1];
      const measured: { ms: number; cpuMs: number }[] = [];
      for (const i of order) measured[i] = await build(builds[i]!);
      measured.forEach(({ ms, cpuMs }, i) => ((totals[i]!.ms += ms), (totals[i]!.cpuMs += cpuMs)));
      differences.push(measured[1]!.ms - measured[0]!.ms);
      console.log(`  pair ${pair + 1}: ${commit} ${seconds(measured[0]!.ms)}, this checkout ${seconds(measured[1]!.ms)}`);
    }
    for (const [i, { label }] of builds.entries()) {
      console.log(`  ${label.padEnd(14)} mean ${seconds(totals[i]!.ms / pairs)}, CPU ${seconds(totals[i]!.cpuMs / pairs)}`);
    }
    const faster = differences.filter((difference) => difference < 0).length;
    console.log(`  this checkout: ${median(differences) <= 0 ? '' : '+'}${seconds(median(differences))} (median of the pairs' differences), faster in ${faster} of ${pairs} pairs`);
  } finally {
    execFileSync('git', ['worktree', 'remove', '--force', other]);
  }
}
