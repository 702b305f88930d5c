import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { UserError } from '../problems.ts';

export interface BaseSpec {
  /** The root file of the base document. */
  file: string;
  /** How to name a base file in messages: `v1.3.0:spec/paths/swaps.yaml`, or the path itself. */
  display(file: string): string;
  /** Removes what was unpacked for it. */
  dispose(): void;
}

/**
 * `--base` is another document's file, or a git revision: then the directory of the spec as it
 * was at that revision is unpacked into a temporary directory (only that directory: a spec whose
 * references leave it cannot be compared this way, and the bundler says which file is missing).
 */
export function resolveBase(base: string, specFile: string): BaseSpec {
  if (isFile(base)) return { file: base, display: (file) => path.relative(process.cwd(), file) || file, dispose() {} };
  const git = (args: string[], input?: Buffer) => execFileSync('git', args, { input, stdio: ['pipe', 'pipe', 'pipe'], maxBuffer: 1024 * 1024 * 1024 });
  try {
    git(['rev-parse', '--verify', '--quiet', `${base}^{commit}`]);
  } catch {
    throw new UserError(
      `--base ${base} is neither a file nor a git revision of this repository. A shallow clone (as CI makes) has only its own commit: fetch the one to compare with first (git fetch --depth=1 origin ${base}).`,
    );
  }
  const top = git(['rev-parse', '--show-toplevel']).toString().trim();
  const specDir = path.relative(top, path.dirname(path.resolve(specFile))) || '.';
  const dir = mkdtempSync(path.join(os.tmpdir(), 'spec-base-'));
  const dispose = () => rmSync(dir, { recursive: true, force: true });
  try {
    execFileSync('tar', ['-x', '-C', dir], { input: git(['-C', top, 'archive', '--format=tar', base, '--', specDir]) });
  } catch {
    dispose();
    throw new UserError(`${specDir} does not exist at revision ${base}: nothing to compare with.`);
  }
  const file = path.join(dir, specDir, path.basename(specFile));
  if (!isFile(file)) {
    dispose();
    throw new UserError(`${path.join(specDir, path.basename(specFile))} does not exist at revision ${base}: nothing to compare with.`);
  }
  return { file, display: (f) => `${base}:${path.relative(dir, path.resolve(f))}`, dispose };
}

const isFile = (file: string) => statSync(file, { throwIfNoEntry: false })?.isFile() ?? false;
