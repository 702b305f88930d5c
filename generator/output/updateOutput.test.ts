import { existsSync, mkdirSync, mkdtempSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { snapshotDir } from '../../tests/unit/snapshotDir.ts';
import { updateOutput } from './updateOutput.ts';
import { writeOutput } from './writeOutput.ts';

const fresh = () => path.join(mkdtempSync(path.join(tmpdir(), 'bob-update-')), 'generated');
const base64 = (text: string) => Buffer.from(text).toString('base64');
/** An output: `entries` and the record of the generation every output has (inputs.json). */
const generated = (entries: [string, string][]) => new Map([['inputs.json', '{}'], ...entries]);

it('ends with exactly the given files, as writeOutput would write them', () => {
  const out = fresh();
  writeOutput(out, generated([['sidebar.ts', 'r1'], ['operations/a.json', 'a'], ['schemas/old/X.json', 'x']]));
  const drift = updateOutput(out, generated([['sidebar.ts', 'r2'], ['operations/a.json', 'a'], ['operations/b.json', 'b']]));
  expect(drift).toEqual({ added: ['operations/b.json'], removed: ['schemas/old/X.json'], changed: ['sidebar.ts'] });
  expect(snapshotDir(out)).toEqual({ 'inputs.json': base64('{}'), 'sidebar.ts': base64('r2'), 'operations/a.json': base64('a'), 'operations/b.json': base64('b') });
  // The directories a removal empties go with it; no temporary file is left behind.
  expect(existsSync(path.join(out, 'schemas'))).toBe(false);
  expect(readdirSync(path.dirname(out))).toEqual(['generated']);
});

it('rewrites only the files that changed', () => {
  const out = fresh();
  updateOutput(out, generated([['a.ts', '1'], ['b.ts', '2']]));
  const before = statSync(path.join(out, 'a.ts'));
  updateOutput(out, generated([['a.ts', '1'], ['b.ts', '3']]));
  const after = statSync(path.join(out, 'a.ts'));
  expect([after.ino, after.mtimeMs]).toEqual([before.ino, before.mtimeMs]);
});

it('refuses a directory of files it did not write, leaving them', () => {
  const out = fresh();
  mkdirSync(out);
  writeFileSync(path.join(out, 'notes.txt'), 'mine');
  expect(() => updateOutput(out, generated([['a.ts', '1']]))).toThrow(/holds files the generator did not write \(notes\.txt\)/);
  expect(snapshotDir(out)).toEqual({ 'notes.txt': base64('mine') });
});

it('makes the directory of an API without operations', () => {
  const out = fresh();
  expect(updateOutput(out, new Map())).toEqual({ added: [], removed: [], changed: [] });
  expect(existsSync(out)).toBe(true);
});
