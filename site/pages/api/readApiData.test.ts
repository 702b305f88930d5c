import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readReachedSchemas } from './readApiData.ts';

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
    const first = readReachedSchemas(dir, { ref: 'S0' });
    expect(Object.keys(first)).toHaveLength(250);
    // Changed on disk, as the page memos never see while a build runs: read again, it would name no schema.
    writeFileSync(path.join(dir, 'schema-files.json'), '{}');
    // The next page: the first page's 250 schemas pushed each other out of the memo of 200, the index stayed.
    expect(Object.keys(readReachedSchemas(dir, { ref: 'S0' }))).toEqual(Object.keys(first));
  });
});
