import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { snapshotDir } from '../../tests/unit/snapshotDir.ts';
import { compareOutput, hasDrift } from './compareOutput.ts';
import { writeOutput } from './writeOutput.ts';

const fresh = () => path.join(mkdtempSync(path.join(tmpdir(), 'bob-out-')), 'generated');
/** An output: `entries` and the record of the generation every output has (inputs.json). */
const generated = (entries: [string, string][]) => new Map([['inputs.json', '{}'], ...entries]);
const base64 = (text: string) => Buffer.from(text).toString('base64');

describe('writeOutput', () => {
  it('replaces the directory with exactly the given files', () => {
    const out = fresh();
    writeOutput(out, generated([['a.ts', '1'], ['operations/b.ts', '2']]));
    writeOutput(out, generated([['operations/c.ts', '3']]));
    expect(snapshotDir(out)).toEqual({ 'inputs.json': base64('{}'), 'operations/c.ts': base64('3') });
  });

  it('leaves the previous output untouched and no staging directory when writing fails', () => {
    const out = fresh();
    writeOutput(out, generated([['a.ts', 'old']]));
    const before = snapshotDir(out);
    // "x" cannot be both a file and a directory: the write fails halfway through.
    expect(() => writeOutput(out, generated([['x', 'file'], ['x/y.ts', 'child']]))).toThrow();
    expect(snapshotDir(out)).toEqual(before);
    expect(readdirSync(path.dirname(out))).toEqual(['generated']);
  });

  it('refuses a directory of files it did not write, leaving them, and takes an empty one', () => {
    const out = fresh();
    mkdirSync(path.join(out, 'content'), { recursive: true });
    writeFileSync(path.join(out, 'content/intro.md'), 'mine');
    expect(() => writeOutput(out, generated([['a.ts', '1']]))).toThrow(/^The output directory .* holds files the generator did not write \(content\), and it replaces the whole directory/);
    expect(snapshotDir(out)).toEqual({ 'content/intro.md': base64('mine') });
    const empty = fresh();
    mkdirSync(empty);
    writeOutput(empty, generated([['a.ts', '1']]));
    expect(snapshotDir(empty)).toEqual({ 'a.ts': base64('1'), 'inputs.json': base64('{}') });
  });

  it('refuses a file given as the output directory, saying so, and leaves it', () => {
    const out = fresh();
    writeFileSync(out, 'mine');
    expect(() => writeOutput(out, generated([['a.ts', '1']]))).toThrow(`The output directory ${out} is a file: give a directory (new, empty, or one the generator wrote).`);
    expect(readFileSync(out, 'utf8')).toBe('mine');
  });
});

it('writes only the files that changed: the others stay the same files, as they were', () => {
  const out = fresh();
  writeOutput(out, generated([['same.ts', 's'], ['operations/same.json', '{}'], ['changed.ts', 'old']]));
  const file = (name: string) => statSync(path.join(out, name));
  const before = ['same.ts', 'operations/same.json', 'changed.ts'].map((name) => [file(name).ino, file(name).mtimeMs]);
  writeOutput(out, generated([['same.ts', 's'], ['operations/same.json', '{}'], ['changed.ts', 'new']]));
  expect(['same.ts', 'operations/same.json'].map((name) => [file(name).ino, file(name).mtimeMs])).toEqual(before.slice(0, 2));
  expect(file('changed.ts').ino).not.toBe(before[2]![0]);
  expect(snapshotDir(out)).toEqual(Object.fromEntries([['changed.ts', 'new'], ['inputs.json', '{}'], ['operations/same.json', '{}'], ['same.ts', 's']].map(([name, text]) => [name, base64(text!)])));
});

it('leaves unchanged output untouched', () => {
  const out = fresh();
  expect(writeOutput(out, generated([['a.ts', '1']]))).toEqual({ added: ['a.ts', 'inputs.json'], removed: [], changed: [] });
  const before = statSync(path.join(out, 'a.ts')).mtimeMs;
  expect(hasDrift(writeOutput(out, generated([['a.ts', '1']])))).toBe(false);
  expect(statSync(path.join(out, 'a.ts')).mtimeMs).toBe(before);
});

describe('compareOutput', () => {
  it('lists added, removed and changed files, sorted', () => {
    const out = fresh();
    writeOutput(out, generated([['same.ts', 's'], ['old.ts', 'o'], ['b.ts', 'x'], ['a.ts', 'x']]));
    const drift = compareOutput(generated([['same.ts', 's'], ['new.ts', 'n'], ['b.ts', 'y'], ['a.ts', 'y']]), out);
    expect(drift).toEqual({ added: ['new.ts'], removed: ['old.ts'], changed: ['a.ts', 'b.ts'] });
  });

  it('treats a missing directory as every file added', () => {
    const missing = path.join(fresh(), 'nope');
    expect(existsSync(missing)).toBe(false);
    expect(compareOutput(new Map([['a.ts', '1']]), missing).added).toEqual(['a.ts']);
  });
});
