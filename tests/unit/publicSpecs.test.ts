import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadSpec } from '../../generator/load/index.ts';
import { normalizeSpec } from '../../generator/normalize/index.ts';
import { generate } from '../../generator/generate.ts';

// ReadMe's collection of public example documents (npm @readme/oas-examples): polymorphism,
// circular schemas, callbacks, webhooks, every parameter style, security schemes, …
const ROOT = 'node_modules/@readme/oas-examples';
const documents = (version: string) => readdirSync(`${ROOT}/${version}/yaml`).filter((f) => f.endsWith('.yaml')).map((f) => `${ROOT}/${version}/yaml/${f}`);

describe('public OpenAPI documents', () => {
  it.each([...documents('3.0'), ...documents('3.1')])('%s generates: every valid document does', async (file) => {
    // Throws (a UserError with located problems) if refused; else the README, info, routes,
    // sidebar and bundled spec at least, a data file per operation, one per schema and one per shared response.
    const { files, operationCount, model } = await generate(file, '/tmp/unused');
    const responses = model.operations.flatMap((op) => [...op.responses, ...op.callbacks.flatMap((callback) => callback.responses)]);
    const shared = new Set(responses.flatMap((response) => response.shared ?? []));
    expect(files.size).toBe(5 + operationCount + Object.keys(model.schemas).length + shared.size);
  });

  it('generates a document with no operations as its reference index alone, with a warning', async () => {
    const { files, warnings } = await generate('tests/fixtures/valid/no-operations.yaml', '/tmp/unused');
    expect([...files.keys()].sort()).toEqual(['README.md', 'info.ts', 'openapi.json', 'routes.ts', 'sidebar.ts']);
    expect(warnings).toMatchObject([{ severity: 'warning', file: 'tests/fixtures/valid/no-operations.yaml', message: expect.stringContaining('no operations') }]);
  });

  it.each(documents('2.0'))('%s (Swagger 2.0) is refused with what to do', async (file) => {
    await expect(generate(file, '/tmp/unused')).rejects.toThrow(/Swagger 2\.0.*\n.*Convert it first/);
  });

  it('keeps callbacks and turns 3.1 webhooks into pages', async () => {
    const callbacks = normalizeSpec(await loadSpec(`${ROOT}/3.0/yaml/callbacks.yaml`));
    expect(callbacks.operations[0]!.callbacks.length).toBeGreaterThan(0);
    const webhooks = normalizeSpec(await loadSpec(`${ROOT}/3.1/yaml/webhooks.yaml`));
    expect(webhooks.operations.map((o) => o.kind)).toContain('webhook');
  });

  it('keeps the circular schemas of schema-circular.yaml finite', async () => {
    const model = normalizeSpec(await loadSpec(`${ROOT}/3.0/yaml/schema-circular.yaml`));
    expect(() => JSON.stringify(model)).not.toThrow();
    expect(JSON.stringify(model.schemas)).toMatch(/"ref":/);
  });
});
