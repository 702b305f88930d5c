import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { copyProject } from '../siteFromSpec.ts';
import { measureProcess, type ProcessMeasure } from './measureProcess.ts';

/** The pages a build rendered and took from the cache, from its lines `✓ N pages pre-rendered, M of them from the cache`. */
export function pagesRendered(lines: string): { pages: number; rendered: number } {
  const parts = [...lines.matchAll(/✓ (\d+) pages pre-rendered(?:, (\d+) of them from the cache)?/g)];
  const pages = parts.reduce((sum, part) => sum + Number(part[1]), 0);
  return { pages, rendered: pages - parts.reduce((sum, part) => sum + Number(part[2] ?? 0), 0) };
}

export interface Rebuild extends ProcessMeasure {
  name: string;
  rendered: number;
  pages: number;
  /** Its time as a share of the cold build's. */
  share: number;
  /** Issue 35's target for that share (none for the cold build itself). */
  target?: number;
}

/** A description in the spec's first operation file edited, as a writer would: one operation's page changes. */
function editOneDescription(dir: string): void {
  const file = path.join(dir, 'spec/paths/general.yaml');
  const text = readFileSync(file, 'utf8');
  const edited = text.replace(/^( {4}description: \|\n {6})/m, '$1Edited for the bench. ');
  if (edited === text) throw new Error(`The bench found no operation description to edit in ${file}`);
  writeFileSync(file, edited);
}

/**
 * Rebuilds as a team makes them (issue 35), in a copy of this checkout in `dir`: a cold build
 * (`--no-cache`), then, once a build has filled the pages' cache (not timed), a rebuild with
 * nothing changed and one after an operation's description was edited, each measured with the
 * pages it rendered. Targets: at most 15 % and 25 % of the cold build's time.
 */
export async function measureRebuilds(dir: string): Promise<Rebuild[]> {
  copyProject(dir);
  const build = async (name: string, args: string[] = [], target?: number) => {
    const measured = await measureProcess('npm', ['run', 'build', '--', ...args], { cwd: dir });
    if (measured.code !== 0) throw new Error(`npm run build failed in ${dir}`);
    return { name, ...measured, ...pagesRendered(measured.lines.map((line) => line.text).join('\n')), share: 0, target };
  };
  const cold = await build('cold (--no-cache)', ['--no-cache']);
  await build('filling the cache');
  const unchanged = await build('nothing changed', [], 0.15);
  editOneDescription(dir);
  const oneOperation = await build("one operation's description edited", [], 0.25);
  return [cold, unchanged, oneOperation].map((each) => ({ ...each, share: each.ms / cold.ms }));
}
