import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { generate } from './generate.ts';

describe('generate', () => {
  it("gives an operation named as one of the site's own API pages another page, and says so", async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'bob-reserved-')), 'openapi.yaml');
    writeFileSync(
      file,
      `openapi: 3.1.0
info: { title: T, version: 1.0.0 }
paths:
  /changes:
    get:
      operationId: changelog
      summary: The API's changes
      responses: { '200': { description: OK } }
`,
    );
    const { model, warnings } = await generate(file, '/tmp/unused', { validateExamples: false });
    expect(model.operations.map((op) => op.slug)).toEqual(['changelog-1']);
    expect(warnings).toMatchObject([{ severity: 'warning', message: expect.stringMatching(/^GET \/changes would be \/api\/changelog, which is the site's own page: its page is \/api\/changelog-1\./) }]);
  });

  it('gives a schema whose page name another schema has a suffixed one, and says so', async () => {
    const { model, warnings } = await generate('tests/fixtures/market/openapi.yaml', '/tmp/unused', { validateExamples: false });
    expect(model.namedSchemas.filter(({ key }) => key.startsWith('unused')).map(({ key, slug }) => [key, slug])).toEqual([
      ['unused-note', 'unused-note'],
      ['unused_note', 'unused-note-1'],
    ]);
    expect(warnings.filter((w) => w.message.startsWith('The schema'))).toEqual([
      {
        severity: 'warning',
        file: 'tests/fixtures/market/openapi.yaml',
        pointer: '#/components/schemas/unused_note',
        message: "The schema unused_note would have the page /api/schemas/unused-note, which is the schema unused-note's: its page is /api/schemas/unused-note-1. Rename one of them to choose.",
      },
    ]);
  });

  it('reserves /api/schemas, where the schema pages are, as it reserves /api/changelog', async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'bob-reserved-')), 'openapi.yaml');
    writeFileSync(file, `openapi: 3.1.0
info: { title: T, version: 1.0.0 }
paths:
  /schemas:
    get:
      operationId: schemas
      summary: The schemas
      responses: { '200': { description: OK } }
`);
    const { model, warnings } = await generate(file, '/tmp/unused', { validateExamples: false });
    expect(model.operations.map((op) => op.slug)).toEqual(['schemas-1']);
    expect(model.namedSchemas).toEqual([]);
    expect(warnings.map((w) => w.message)).toEqual([expect.stringMatching(/^GET \/schemas would be \/api\/schemas, which is the site's own page/)]);
  });
});
