import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildInPairs, type Contender, measureNpmBuild } from './buildInPairs.ts';
import { median } from './median.ts';
import type { ProcessMeasure } from './measureProcess.ts';
import { formatCpuByPart, meanCpuByPart } from './processParts.ts';

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

const LOCK = 'package-lock.json';

/**
 * `npm run bench -- --against REV`: this checkout's full build against revision `rev`'s, in
 * `pairs` pairs of builds run one after the other, the order alternating (./buildInPairs.ts): the
 * same build's time moves by a second or more from one hour to the next on a shared 2-core
 * machine, far more than most changes move it. Both are built in temporary git worktrees side by
 * side, each into its own dist/: `rev`, and this checkout's tracked files as they are
 * (uncommitted changes included, untracked files not), with this checkout's node_modules, or,
 * when `rev`'s lock file is another, its own from `npm ci` (so that a dependency's upgrade is
 * measured: with one node_modules both builds ran the new version). Not this checkout itself: where a tree lies on the disk moved its build's time by ~0.2 s on this machine
 * (docs/performance-history.md, ninth pass), which no number of pairs averages out.
 */
export async function compareBuilds(rev: string, pairs: number): Promise<void> {
  const commit = execFileSync('git', ['rev-parse', '--short', rev], { encoding: 'utf8' }).trim();
  // A commit of the working tree's tracked files (nothing when they are as committed).
  const current = execFileSync('git', ['stash', 'create'], { encoding: 'utf8' }).trim() || 'HEAD';
  const parent = mkdtempSync(path.join(tmpdir(), `bob-against-${commit}-`));
  const worktrees = [path.join(parent, commit), path.join(parent, 'checkout')];
  const added: string[] = [];
  try {
    for (const [dir, revision] of [[worktrees[0]!, commit], [worktrees[1]!, current]] as const) {
      execFileSync('git', ['worktree', 'add', '--quiet', '--detach', dir, revision]);
      added.push(dir);
      if (readFileSync(path.join(dir, LOCK)).equals(readFileSync(LOCK))) symlinkSync(path.resolve('node_modules'), path.join(dir, 'node_modules'));
      else {
        console.log(`${revision === commit ? commit : 'this checkout'} has another ${LOCK}: npm ci in its worktree`);
        execFileSync('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: dir, stdio: 'inherit' });
      }
    }
    // Each writes its own dist/ (whatever SITE_OUT_DIR says here), in place from its first build on.
    const { SITE_OUT_DIR: _ignored, ...env } = process.env;
    const contenders: [Contender, Contender] = [
      { label: commit, build: () => measureNpmBuild(worktrees[0]!, env) },
      { label: 'this checkout', build: () => measureNpmBuild(worktrees[1]!, env) },
    ];
    console.log(`Full build, ${commit} against this checkout: a first build each (not counted), then ${pairs} pairs`);
    for (const each of contenders) await each.build();
    const runs = await buildInPairs(contenders, pairs, (pair, measured) => {
      console.log(`  pair ${pair + 1}: ${contenders.map(({ label }, i) => `${label} ${seconds(measured[i]!.ms)}`).join(', ')}`);
    });
    const mean = (builds: ProcessMeasure[], of: 'ms' | 'cpuMs') => builds.reduce((total, build) => total + build[of], 0) / builds.length;
    contenders.forEach(({ label }, i) => {
      console.log(`  ${label.padEnd(14)} mean ${seconds(mean(runs[i]!, 'ms'))}, CPU ${seconds(mean(runs[i]!, 'cpuMs'))}`);
      console.log(`    its CPU by part: ${formatCpuByPart(meanCpuByPart(runs[i]!.map((run) => run.cpuByPart)), mean(runs[i]!, 'cpuMs'))}`);
    });
    const [theirs, ours] = runs;
    const differences = ours.map((run, pair) => run.ms - theirs[pair]!.ms);
    const faster = differences.filter((difference) => difference < 0).length;
    console.log(`  this checkout: ${median(differences) <= 0 ? '' : '+'}${seconds(median(differences))} (median of the pairs' differences), faster in ${faster} of ${pairs} pairs`);
  } finally {
    for (const dir of added) execFileSync('git', ['worktree', 'remove', '--force', dir]);
    rmSync(parent, { recursive: true, force: true });
  }
}
