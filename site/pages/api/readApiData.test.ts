import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import * as fs from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';

vi.mock('node:fs', async (original) => {
  const actual = await original<typeof import('node:fs')>();
  return { ...actual, readFileSync: vi.fn(actual.readFileSync) };
});

const { readReachedSchemas } = await import('./readApiData.ts');

/** Generated data whose schema `S<i>` refers to `S<i+1>`: a chain of `count` schemas. */
function chainedSchemas(count: number): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'bob-read-data-'));
  mkdirSync(path.join(dir, 'schemas'));
  const names = Array.from({ length: count }, (_, i) => `S${i}`);
  writeFileSync(path.join(dir, 'schema-files.json'), JSON.stringify(Object.fromEntries(names.map((name) => [name, name]))));
  names.forEach((name, i) => {
    const next = names[i + 1];
    writeFileSync(path.join(dir, 'schemas', `${name}.json`), JSON.stringify({ types: ['object'], ...(next ? { properties: [{ name: 'next', required: false, schema: { ref: next } }] } : {}) }));
  });
  return dir;
}

describe("the reference's data as pages read it", () => {
  const dir = chainedSchemas(250);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps which file holds each schema however many schemas a page reaches', () => {
    const reads = vi.mocked(fs.readFileSync);
    const index = path.join(dir, 'schema-files.json');
    const first = readReachedSchemas(dir, { ref: 'S0' });
    expect(Object.keys(first)).toHaveLength(250);
    reads.mockClear();
    // The next page: its schemas were pushed out of the memo of 200 by the first page's, the index was not.
    const again = readReachedSchemas(dir, { ref: 'S0' });
    expect(Object.keys(again)).toEqual(Object.keys(first));
    const files = reads.mock.calls.map(([file]) => String(file));
    expect(files).not.toContain(index);
    expect(files).toContain(path.join(dir, 'schemas', 'S0.json'));
  });
});
