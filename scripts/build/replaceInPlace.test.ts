import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { removeOlderThan } from './replaceInPlace.ts';

const work = mkdtempSync(path.join(tmpdir(), 'replace-in-place-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Writes `file` under `root`, last modified `secondsAgo`. */
function file(root: string, relative: string, secondsAgo: number) {
  const full = path.join(root, relative);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, relative);
  const when = Date.now() / 1000 - secondsAgo;
  utimesSync(full, when, when);
}

describe('removeOlderThan', () => {
  it('removes what the build did not write, and the directories that leaves empty, but not what is kept', () => {
    const root = path.join(work, 'dist');
    file(root, 'client/index.html', 0);
    file(root, 'client/api/ping/index.html', 0);
    file(root, 'client/api/removed-operation/index.html', 60);
    file(root, 'client/assets/chunk-old.js', 60);
    file(root, 'client/assets/chunk-new.js', 0);
    file(root, 'client/pagefind/fragment/en_1234abc.pf_fragment', 60);
    const buildStarted = Date.now() - 10_000;

    expect(removeOlderThan(root, buildStarted, new Set([path.join(root, 'client/pagefind')]))).toBe(false);

    for (const kept of ['client/index.html', 'client/api/ping/index.html', 'client/assets/chunk-new.js', 'client/pagefind/fragment/en_1234abc.pf_fragment']) {
      expect(existsSync(path.join(root, kept)), kept).toBe(true);
    }
    expect(existsSync(path.join(root, 'client/assets/chunk-old.js'))).toBe(false);
    expect(existsSync(path.join(root, 'client/api/removed-operation'))).toBe(false);
  });
});
