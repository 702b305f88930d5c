import { readdirSync } from 'node:fs';
import path from 'node:path';
import { prepareSiteFromSpec } from '../siteFromSpec.ts';
import { measureProcess, type ProcessMeasure } from './measureProcess.ts';

/** The HTML pages a build wrote under its client directory. */
export const countPages = (clientDir: string) => readdirSync(clientDir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.html')).length;

/**
 * The whole site of another document built cold, as a team adopting the pipeline would build it
 * (scripts/siteFromSpec.ts: a fresh copy, so no dist/ and no Vite cache), measured: wall and CPU
 * time, the peak memory of the build's processes together, and the pages written.
 */
export async function measureSiteBuild(specFile: string, dir: string): Promise<ProcessMeasure & { pages: number }> {
  prepareSiteFromSpec(path.resolve(specFile), dir);
  const measured = await measureProcess('npm', ['run', 'build'], { cwd: dir });
  if (measured.code !== 0) throw new Error(`The build of ${specFile} failed (in ${dir})`);
  return { ...measured, pages: countPages(path.join(dir, 'dist/client')) };
}
