import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { dump } from 'js-yaml';
import { afterAll, describe, expect, it } from 'vitest';
import { specDownloads, specJson, yamlOf } from './specDownloads.mjs';

const work = mkdtempSync(path.join(tmpdir(), 'spec-downloads-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** The YAML download as it was written before it was made piece by piece: js-yaml's dump of the whole document. */
const whole = (document: unknown) => dump(document, { lineWidth: -1, noRefs: true });

const EXAMPLES = 'node_modules/@readme/oas-examples/3.1/json';

describe("the spec's YAML download", () => {
  it('is what js-yaml writes of the whole document, made piece by piece', () => {
    const documents = [
      JSON.parse(readFileSync('site/generated/openapi.json', 'utf8')),
      ...readdirSync(EXAMPLES).map((file) => JSON.parse(readFileSync(path.join(EXAMPLES, file), 'utf8'))),
      // Keys js-yaml quotes or writes another way, empty mappings, block scalars with empty lines, lists.
      {
        openapi: '3.1.0',
        paths: { '/a: b': { get: { description: 'One.\n\n  Two, indented.\n' } }, '200': {}, ['x'.repeat(1100)]: { get: {} } },
        components: { schemas: { 'needs "quotes"': { enum: ['a', 'b', { c: [1, 2] }] }, Empty: {} } },
        tags: [{ name: 'a' }],
      },
    ];
    for (const document of documents) expect(yamlOf(document, new Map()).yaml).toBe(whole(document));
  });

  it('is kept in pieces, so that a document edited in one place is dumped again there only', () => {
    const kept = path.join(work, 'pieces.json');
    const document = JSON.parse(readFileSync('site/generated/openapi.json', 'utf8'));
    const yamlOfFile = (json: string) => specDownloads(json, kept).find((file) => file.fileName === 'openapi.yaml')!.source;
    expect(yamlOfFile(specJson(document))).toBe(whole(document));
    const pieces = JSON.parse(readFileSync(kept, 'utf8')) as Record<string, string>;
    const path0 = Object.keys(document.paths)[0]!;
    document.paths[path0].description = 'Edited.';
    const { yaml, pieces: now, changed } = yamlOf(document, new Map(Object.entries(pieces)));
    expect(yaml).toBe(whole(document));
    expect(changed).toBe(true);
    // One piece made again (the edited path's), the others taken as they were kept.
    expect([...now.keys()].filter((id) => !(id in pieces))).toHaveLength(1);
    expect(yamlOfFile(specJson(document))).toBe(whole(document));
    expect(yamlOf(document, new Map(Object.entries(JSON.parse(readFileSync(kept, 'utf8'))))).changed).toBe(false);
    // An unreadable file: every piece is dumped again.
    writeFileSync(kept, '{');
    expect(yamlOfFile(specJson(document))).toBe(whole(document));
  });
});
