import { existsSync, mkdtempSync, readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { snapshotDir } from '../../tests/unit/snapshotDir.ts';
import { compareOutput, hasDrift } from './compareOutput.ts';
import { writeOutput } from './writeOutput.ts';

const fresh = () => path.join(mkdtempSync(path.join(tmpdir(), 'bob-out-')), 'generated');

describe('writeOutput', () => {
  it('replaces the directory with exactly the given files', () => {
    const out = fresh();
    writeOutput(out, new Map([['a.ts', '1'], ['operations/b.ts', '2']]));
    writeOutput(out, new Map([['operations/c.ts', '3']]));
    expect(snapshotDir(out)).toEqual({ 'operations/c.ts': Buffer.from('3').toString('base64') });
  });

  it('leaves the previous output untouched and no staging directory when writing fails', () => {
    const out = fresh();
    writeOutput(out, new Map([['a.ts', 'old']]));
    const before = snapshotDir(out);
    // "x" cannot be both a file and a directory: the write fails halfway through.
    expect(() => writeOutput(out, new Map([['x', 'file'], ['x/y.ts', 'child']]))).toThrow();
    expect(snapshotDir(out)).toEqual(before);
    expect(readdirSync(path.dirname(out))).toEqual(['generated']);
  });
});

it('writes only the files that changed: the others stay the same files, as they were', () => {
  const out = fresh();
  writeOutput(out, new Map([['same.ts', 's'], ['operations/same.json', '{}'], ['changed.ts', 'old']]));
  const file = (name: string) => statSync(path.join(out, name));
  const before = ['same.ts', 'operations/same.json', 'changed.ts'].map((name) => [file(name).ino, file(name).mtimeMs]);
  writeOutput(out, new Map([['same.ts', 's'], ['operations/same.json', '{}'], ['changed.ts', 'new']]));
  expect(['same.ts', 'operations/same.json'].map((name) => [file(name).ino, file(name).mtimeMs])).toEqual(before.slice(0, 2));
  expect(file('changed.ts').ino).not.toBe(before[2]![0]);
  expect(snapshotDir(out)).toEqual(Object.fromEntries([['changed.ts', 'new'], ['operations/same.json', '{}'], ['same.ts', 's']].map(([name, text]) => [name, Buffer.from(text!).toString('base64')])));
});

it('leaves unchanged output untouched', () => {
  const out = fresh();
  expect(writeOutput(out, new Map([['a.ts', '1']]))).toEqual({ added: ['a.ts'], removed: [], changed: [] });
  const before = statSync(path.join(out, 'a.ts')).mtimeMs;
  expect(hasDrift(writeOutput(out, new Map([['a.ts', '1']])))).toBe(false);
  expect(statSync(path.join(out, 'a.ts')).mtimeMs).toBe(before);
});

describe('compareOutput', () => {
  it('lists added, removed and changed files, sorted', () => {
    const out = fresh();
    writeOutput(out, new Map([['same.ts', 's'], ['old.ts', 'o'], ['b.ts', 'x'], ['a.ts', 'x']]));
    const drift = compareOutput(new Map([['same.ts', 's'], ['new.ts', 'n'], ['b.ts', 'y'], ['a.ts', 'y']]), out);
    expect(drift).toEqual({ added: ['new.ts'], removed: ['old.ts'], changed: ['a.ts', 'b.ts'] });
  });

  it('treats a missing directory as every file added', () => {
    const missing = path.join(fresh(), 'nope');
    expect(existsSync(missing)).toBe(false);
    expect(compareOutput(new Map([['a.ts', '1']]), missing).added).toEqual(['a.ts']);
  });
});
