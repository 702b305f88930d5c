import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Vitest's global setup: every temporary folder of a run (the tests' scratch projects, generated
 * outputs, site builds, and those of the CLIs they start) is made in one folder of the run's own,
 * removed when the run ends. Test files made theirs in the system's and mostly left them there:
 * ~50 folders per `npm test`, 1,700 in /tmp after a few days of runs on one machine. Vitest runs
 * this once for the root and once per project (vitest.config.ts): the first makes the folder.
 */
export default function setup(): (() => void) | undefined {
  if (process.env.TMPDIR && path.basename(process.env.TMPDIR).startsWith('bob-vitest-')) return undefined;
  const previous = process.env.TMPDIR;
  const dir = mkdtempSync(path.join(tmpdir(), 'bob-vitest-'));
  // Read by os.tmpdir() in the workers and in every process they start, which inherit it.
  process.env.TMPDIR = dir;
  return () => {
    if (previous === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = previous;
    rmSync(dir, { recursive: true, force: true });
  };
}
