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
});
