import { existsSync, mkdtempSync, readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { snapshotDir } from '../../tests/unit/snapshotDir.ts';
import { updateOutput } from './updateOutput.ts';
import { writeOutput } from './writeOutput.ts';

const fresh = () => path.join(mkdtempSync(path.join(tmpdir(), 'bob-update-')), 'generated');
const base64 = (text: string) => Buffer.from(text).toString('base64');

it('ends with exactly the given files, as writeOutput would write them', () => {
  const out = fresh();
  writeOutput(out, new Map([['routes.ts', 'r1'], ['operations/a.ts', 'a'], ['schemas/old/X.ts', 'x']]));
  const drift = updateOutput(out, new Map([['routes.ts', 'r2'], ['operations/a.ts', 'a'], ['operations/b.ts', 'b']]));
  expect(drift).toEqual({ added: ['operations/b.ts'], removed: ['schemas/old/X.ts'], changed: ['routes.ts'] });
  expect(snapshotDir(out)).toEqual({ 'routes.ts': base64('r2'), 'operations/a.ts': base64('a'), 'operations/b.ts': base64('b') });
  // The directories a removal empties go with it; no temporary file is left behind.
  expect(existsSync(path.join(out, 'schemas'))).toBe(false);
  expect(readdirSync(path.dirname(out))).toEqual(['generated']);
});

it('rewrites only the files that changed', () => {
  const out = fresh();
  updateOutput(out, new Map([['a.ts', '1'], ['b.ts', '2']]));
  const before = statSync(path.join(out, 'a.ts'));
  updateOutput(out, new Map([['a.ts', '1'], ['b.ts', '3']]));
  const after = statSync(path.join(out, 'a.ts'));
  expect([after.ino, after.mtimeMs]).toEqual([before.ino, before.mtimeMs]);
});

it('makes the directory of an API without operations', () => {
  const out = fresh();
  expect(updateOutput(out, new Map())).toEqual({ added: [], removed: [], changed: [] });
  expect(existsSync(out)).toBe(true);
});
