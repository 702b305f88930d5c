import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, it, vi } from 'vitest';
import { coalesce } from './coalesce.ts';
import { filesState } from './filesState.ts';

it('runs once more after a burst of calls, never twice at once', async () => {
  let active = 0;
  let most = 0;
  let runs = 0;
  const run = coalesce(async () => {
    most = Math.max(most, ++active);
    runs++;
    await new Promise((resolve) => setTimeout(resolve, 5));
    active--;
  });
  const first = run();
  const burst = [run(), run(), run()];
  await Promise.all([first, ...burst]);
  expect(runs).toBe(2);
  expect(most).toBe(1);
  await run();
  expect(runs).toBe(3);
});

it('runs again when the files it reads changed during a run that no call reported: a save emptied, then written', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'bob-coalesce-'));
  const file = path.join(dir, 'openapi.yaml');
  const seen: string[] = [];
  const run = coalesce(async () => {
    seen.push(readFileSync(file, 'utf8'));
    await new Promise((resolve) => setTimeout(resolve, 20));
  }, () => filesState(dir));
  // The watcher's one event comes when the file is emptied; the write that follows is not reported.
  writeFileSync(file, '');
  const done = run();
  writeFileSync(file, 'openapi: 3.1.0\n');
  await done;
  expect(seen).toEqual(['', 'openapi: 3.1.0\n']);
  // Nothing changed during the last run: one call, one run.
  await run();
  expect(seen).toHaveLength(3);
});

it('looks at the files again once the watcher could have reported their change, and runs again when it did not: the second step after the run', async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  try {
    const dir = mkdtempSync(path.join(tmpdir(), 'bob-coalesce-'));
    const file = path.join(dir, 'openapi.yaml');
    const seen: string[] = [];
    const run = coalesce(async () => void seen.push(readFileSync(file, 'utf8')), () => filesState(dir), 100);
    // The run on the emptied file ends before the write, which the watcher drops as too close.
    writeFileSync(file, '');
    await run();
    writeFileSync(file, 'openapi: 3.1.0\n');
    expect(seen).toEqual(['']);
    await vi.advanceTimersByTimeAsync(100);
    expect(seen).toEqual(['', 'openapi: 3.1.0\n']);
    // Nothing changed after the last call's run: one call, one run.
    await run();
    await vi.advanceTimersByTimeAsync(100);
    expect(seen).toHaveLength(3);
  } finally {
    vi.useRealTimers();
  }
});

it('tells files apart by their paths, sizes and times, in subfolders too, and a removed one', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'bob-files-state-'));
  mkdirSync(path.join(dir, 'schemas'));
  writeFileSync(path.join(dir, 'schemas/a.yaml'), 'a');
  const first = filesState(dir);
  expect(filesState(dir)).toBe(first);
  writeFileSync(path.join(dir, 'schemas/a.yaml'), 'ab');
  const second = filesState(dir);
  expect(second).not.toBe(first);
  writeFileSync(path.join(dir, 'b.yaml'), '');
  expect(filesState(dir)).not.toBe(second);
  rmSync(path.join(dir, 'b.yaml'));
  expect(filesState(dir)).toBe(second);
});
