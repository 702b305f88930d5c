import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { copyProject } from '../siteFromSpec.ts';
import { measureProcess, type ProcessMeasure } from './measureProcess.ts';

/** The pages (in each locale) a build rendered and took from the cache, from its lines `✓ N pages pre-rendered` (each thread's) and `✓ M pages from the cache` (the build script's). */
export function pagesRendered(lines: string): { pages: number; rendered: number } {
  const sum = (pattern: RegExp) => [...lines.matchAll(pattern)].reduce((total, match) => total + Number(match[1]), 0);
  const rendered = sum(/✓ (\d+) pages pre-rendered/g);
  return { pages: rendered + sum(/✓ (\d+) pages from the cache/g), rendered };
}

export interface Rebuild extends ProcessMeasure {
  name: string;
  rendered: number;
  pages: number;
  /** Its time as a share of the cold build's (both medians of the rounds). */
  share: number;
  /** Issue 35's target for that share (none for the cold build itself). */
  target?: number;
  /** Each round's time, in ms. */
  rounds: number[];
}

/** A description in the spec's first operation file edited, as a writer would: one operation's page changes (again in each round). */
function editOneDescription(dir: string): void {
  const file = path.join(dir, 'spec/paths/general.yaml');
  const text = readFileSync(file, 'utf8');
  const edited = text.replace(/^( {4}description: \|\n {6})/m, '$1Edited for the bench. ');
  if (edited === text) throw new Error(`The bench found no operation description to edit in ${file}`);
  writeFileSync(file, edited);
}

/** A paragraph added to a docs page, as a writer would: the pages made from site/content change, not the reference's (again in each round). */
function editDocsPage(dir: string): void {
  appendFileSync(path.join(dir, 'site/content/en/docs/intro.md'), '\nEdited for the bench.\n');
}

/** Where the cold builds write, beside the rebuilds' dist/: a cold build leaves the rebuilds' output and its record alone. */
const COLD_OUT = '.cache/bench-cold';

/**
 * Rebuilds as a team makes them (issue 35), in a copy of this checkout in `dir`: once a build and
 * a rebuild after an edit have filled the caches (not timed), `rounds` rounds of a cold build (`--no-cache`, into a folder of
 * its own), a rebuild with nothing changed, one after an operation's description was edited and
 * one after a docs page was (no target), each measured with the pages it rendered. Interleaved, so that the machine's drift reaches each
 * kind alike; the medians are compared. Targets: at most 15 % and 25 % of the cold build's time.
 */
export async function measureRebuilds(dir: string, rounds = 1): Promise<Rebuild[]> {
  copyProject(dir);
  const build = async (args: string[] = [], env: NodeJS.ProcessEnv = process.env) => {
    const measured = await measureProcess('npm', ['run', 'build', '--', ...args], { cwd: dir, env });
    if (measured.code !== 0) throw new Error(`npm run build failed in ${dir}`);
    return { ...measured, ...pagesRendered(measured.lines.map((line) => line.text).join('\n')) };
  };
  // Not timed: a build that fills the caches, then a rebuild after an edit of the spec, which makes
  // what a checkout makes once and keeps (the generator's bundle and V8's code cache of it: the
  // copy's generated output is current, so the first build runs no generator). Timed, the first
  // round's rebuild took ~0.8 s more CPU than the others (esbuild's), every round's a steady one now.
  await build();
  editOneDescription(dir);
  await build();
  const kinds = [
    { name: 'cold (--no-cache)', run: () => build(['--no-cache'], { ...process.env, SITE_OUT_DIR: COLD_OUT }) },
    { name: 'nothing changed', target: 0.15, run: () => build() },
    { name: "one operation's description edited", target: 0.25, run: () => (editOneDescription(dir), build()) },
    { name: 'a docs page edited', run: () => (editDocsPage(dir), build()) },
  ];
  const measured: Awaited<ReturnType<typeof build>>[][] = kinds.map(() => []);
  for (let round = 0; round < rounds; round++) {
    for (const [i, kind] of kinds.entries()) {
      const each = await kind.run();
      measured[i]!.push(each);
      console.log(`  round ${round + 1}: ${kind.name} ${(each.ms / 1000).toFixed(2)} s, CPU ${(each.cpuMs / 1000).toFixed(1)} s, ${each.rendered} of ${each.pages} pages rendered`);
    }
  }
  const medians = measured.map((runs) => [...runs].sort((a, b) => a.ms - b.ms)[Math.floor(runs.length / 2)]!);
  return kinds.map((kind, i) => ({ name: kind.name, target: kind.target, ...medians[i]!, share: medians[i]!.ms / medians[0]!.ms, rounds: measured[i]!.map((each) => each.ms) }));
}
