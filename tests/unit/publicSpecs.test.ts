import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadSpec } from '../../generator/load/index.ts';
import { normalizeSpec } from '../../generator/normalize/index.ts';
import { generate } from '../../generator/generate.ts';
import { UserError } from '../../generator/problems.ts';

// ReadMe's collection of public example documents (npm @readme/oas-examples): polymorphism,
// circular schemas, callbacks, webhooks, every parameter style, security schemes, …
const ROOT = 'node_modules/@readme/oas-examples';
const documents = (version: string) => readdirSync(`${ROOT}/${version}/yaml`).filter((f) => f.endsWith('.yaml')).map((f) => `${ROOT}/${version}/yaml/${f}`);

describe('public OpenAPI documents', () => {
  it.each([...documents('3.0'), ...documents('3.1')])('%s generates, or is refused with a located user error', async (file) => {
    const result = await generate(file, '/tmp/unused').then(
      (generated) => generated,
      (error: unknown) => error,
    );
    if (result instanceof UserError) {
      expect(result.problems.every((p) => p.file && p.line)).toBe(true);
    } else {
      expect(result).not.toBeInstanceOf(Error);
    }
  });

  it('generates nearly all of them', async () => {
    const files = [...documents('3.0'), ...documents('3.1')];
    const ok = await Promise.all(files.map((f) => generate(f, '/tmp/unused').then(() => true, () => false)));
    // Refused: discriminators.yaml (two mapping refs to nothing) and the 3.1 examples that use
    // number-only keywords with booleans; both are errors in the documents themselves.
    expect(ok.filter(Boolean).length).toBeGreaterThanOrEqual(files.length - 4);
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
