import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { generate } from '../../../../../generator/generate.ts';
import { reachableSchemas } from '../../../../../generator/normalize/schemaTable.ts';
import { writeOutput } from '../../../../../generator/output/writeOutput.ts';
import { readSchemaPage, schemaPage } from './schemaPage.ts';

describe("a named schema's page from the generated data", () => {
  it('is the schema of the model with the schemas it reaches, its example and its users', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'bob-schema-data-'));
    const { files, model } = await generate('tests/fixtures/market/openapi.yaml', dir);
    writeOutput(dir, files);
    const table = new Map(Object.entries(model.schemas));
    for (const { key, slug, example } of model.namedSchemas) {
      const page = readSchemaPage(dir, `schema-pages/${slug}.json`);
      expect(page, slug).toMatchObject({ key, slug, schemas: reachableSchemas({ ref: key }, table) });
      expect(page.example, slug).toEqual(example);
      expect(page.schemas[key], slug).toEqual(model.schemas[key]);
    }
  });

  it('is one object for its locales, and undefined for a slug the API does not have, a path outside the data included', () => {
    expect(schemaPage('room')).toBe(schemaPage('room'));
    expect(schemaPage('room')).toMatchObject({ key: 'Room', slug: 'room' });
    for (const slug of ['no-such-schema', '../sidebar', '../../../package']) expect(schemaPage(slug), slug).toBeUndefined();
  });
});
