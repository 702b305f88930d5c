import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { normalizeSpec } from '../normalize/index.ts';
import { UserError } from '../problems.ts';
import { loadSpec } from './index.ts';
import { EXTERNAL_DOCS_URL, EXTERNAL_DOCS_URL_RULE, tolerated } from './lintConfig.ts';
import { parse } from 'yaml';

const bad = (name: string) => `tests/fixtures/bad/${name}`;

async function failure(file: string): Promise<UserError> {
  const error = await loadSpec(file).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(UserError);
  return error as UserError;
}

/**
 * How loading fails on a spec of `files` (file name → text, its root `openapi.yaml`) in a folder of
 * its own; `at` names a file of it as the problems do (relative to the working directory).
 */
async function failureIn(files: Record<string, string>): Promise<{ error: UserError; at: (name: string) => string }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'bob-spec-'));
  try {
    for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
    return { error: await failure(path.join(dir, 'openapi.yaml')), at: (name) => path.relative(process.cwd(), path.join(dir, name)) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('loadSpec', () => {
  it('warns of a file that is not UTF-8, at its first such byte, and reads on', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'bob-spec-'));
    try {
      writeFileSync(path.join(dir, 'openapi.yaml'), 'openapi: 3.1.0\ninfo: { title: Menu, version: 1.0.0 }\npaths:\n  /menu: { $ref: ./menu.yaml }\n');
      writeFileSync(path.join(dir, 'menu.yaml'), Buffer.concat([Buffer.from('get:\n  summary: Our caf'), Buffer.from([0xe9]), Buffer.from('\n  responses: { "200": { description: OK } }\n')]));
      const { document, warnings } = await loadSpec(path.join(dir, 'openapi.yaml'));
      expect(document.paths?.['/menu']?.get?.summary).toBe('Our caf\uFFFD');
      expect(warnings).toEqual([{ severity: 'warning', file: path.relative(process.cwd(), path.join(dir, 'menu.yaml')), line: 2, col: 19, message: 'not UTF-8: its text shows � where a byte is not; save the file as UTF-8' }]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('bundles a multi-file document, keeping schema references as component references', async () => {
    const { document, version, warnings } = await loadSpec('tests/fixtures/market/openapi.yaml');
    expect(version).toBe('3.1');
    expect(warnings).toEqual([]);
    expect(Object.keys(document.components?.schemas ?? {})).toEqual(expect.arrayContaining(['Market', 'Party', 'Order', 'TreeNode']));
    expect(JSON.stringify(document)).not.toContain('.yaml');
  });

  it('reports invalid YAML with its line and column', async () => {
    const error = await failure(bad('invalid-yaml.yaml'));
    expect(error.message).toContain('not valid YAML');
    expect(error.problems).toMatchObject([{ file: 'tests/fixtures/bad/invalid-yaml.yaml', line: 10, col: 1, rule: 'yaml' }]);
  });

  it('reports invalid YAML in a referenced file where it is, rather than failing on it', async () => {
    const { error, at } = await failureIn({ 'openapi.yaml': 'openapi: 3.1.0\ninfo: { title: T, version: "1" }\npaths:\n  /a:\n    $ref: ./a.yaml\n', 'a.yaml': 'get:\n  summary: [unclosed\n  responses: {}\n' });
    expect(error.problems[0]).toMatchObject({ file: at('a.yaml'), line: 3 });
  });

  it('reports a referenced file that does not parse once, and the $refs into it as one problem', async () => {
    const { error, at } = await failureIn({
      'openapi.yaml': 'openapi: 3.1.0\ninfo: { title: T, version: "1" }\npaths:\n  /a:\n    $ref: ./paths.yaml#/a\n  /b:\n    $ref: ./paths.yaml#/b\n  /c:\n    $ref: ./paths.yaml#/c\n',
      'paths.yaml': 'a:\n  get:\n    summary: [unclosed\n    responses: {}\nb: {}\nc: {}\n',
    });
    expect(error.message).toContain('has 2 errors');
    expect(error.problems).toMatchObject([
      { file: at('paths.yaml'), line: 4 },
      { file: at('openapi.yaml'), line: 5, message: "Can't resolve $ref: paths.yaml does not parse (the error above): the first of 3 $refs into it" },
    ]);
  });

  it('reports a lint configuration that does not parse where it fails, as a problem of the spec, not a bug', async () => {
    const { error, at } = await failureIn({ 'openapi.yaml': 'openapi: 3.1.0\ninfo: { title: T, version: "1" }\npaths: {}\n', 'redocly.yaml': 'rules:\n  bad: [\n' });
    expect(error.message).toBe(`The lint configuration ${at('redocly.yaml')} could not be read.`);
    expect(error.problems).toEqual([{ file: at('redocly.yaml'), line: 3, col: 1, message: 'deficient indentation', severity: 'error' }]);
  });

  it('reports a broken $ref where it is written', async () => {
    const error = await failure(bad('broken-ref.yaml'));
    expect(error.problems).toMatchObject([{ file: 'tests/fixtures/bad/broken-ref.yaml', line: 15, rule: 'no-unresolved-refs' }]);
    expect(error.problems[0]!.message).toContain('Missing.yaml');
    expect(error.problems[0]!.codeframe).toContain('$ref: ./schemas/Missing.yaml');
  });

  it('rejects duplicate operationIds even without a lint config', async () => {
    const error = await failure(bad('duplicate-operation-ids.yaml'));
    expect(error.problems).toMatchObject([{ line: 13, rule: 'operation-operationId-unique', pointer: '#/paths/~1b/get/getThing' }]);
  });

  it('rejects a schema keyword of the wrong type', async () => {
    const error = await failure(bad('invalid-schema.yaml'));
    expect(error.problems).toMatchObject([{ line: 18, rule: 'struct', pointer: expect.stringContaining('/properties/count/minimum') }]);
  });

  it('rejects an empty file and a missing one', async () => {
    expect((await failure(bad('empty.yaml'))).message).toBe('The spec tests/fixtures/bad/empty.yaml is empty.');
    expect((await failure(bad('nope.yaml'))).message).toContain('no such file');
  });

  it('converts Swagger 2.0 to OpenAPI 3.0, saying so where the version is and locating what the conversion loses', async () => {
    const { document, version, warnings, sources } = await loadSpec('tests/fixtures/swagger2/shop.yaml');
    expect(version).toBe('3.0');
    expect(document.openapi).toMatch(/^3\.0\./);
    expect(sources).toEqual([path.resolve('tests/fixtures/swagger2/shop.yaml')]);
    expect(warnings).toMatchObject([
      { severity: 'warning', rule: 'swagger2openapi', file: 'tests/fixtures/swagger2/shop.yaml', line: 4, pointer: '#/swagger', message: expect.stringContaining('Swagger 2.0') },
      { severity: 'warning', rule: 'swagger2openapi', line: 39, pointer: '#/paths/~1products/get/parameters/3', message: expect.stringContaining('collectionFormat:tsv') },
    ]);
    expect(document.paths?.['/products']?.get).toHaveProperty('x-stability', 'stable');
    expect(document.components?.schemas?.Product).toHaveProperty('x-entity', 'product');
    // The marks that carried each node's location through the conversion, and its own warnings, are gone.
    expect(JSON.stringify(document)).not.toMatch(/x-bob-source|x-s2o-warning/);
  });

  it('converts a Swagger 2.0 document split across files, listing each and locating problems in the file they are in', async () => {
    const { document, warnings, sources } = await loadSpec('tests/fixtures/swagger2/split/swagger.yaml');
    expect(sources.map((source) => path.relative('tests/fixtures/swagger2/split', source))).toEqual(['swagger.yaml', 'definitions.yaml', 'paths/products.yaml']);
    expect(warnings[1]).toMatchObject({ file: 'tests/fixtures/swagger2/split/paths/products.yaml', line: 14, message: expect.stringContaining('collectionFormat:pipes') });
    expect(Object.keys(document.components?.schemas ?? {})).toEqual(['Product']);
    expect(JSON.stringify(document)).not.toContain('.yaml');
  });

  it('reports a broken $ref of a Swagger 2.0 document where it is written', async () => {
    const error = await failure(bad('swagger2.yaml'));
    expect(error.problems).toMatchObject([{ file: 'tests/fixtures/bad/swagger2.yaml', line: 13, rule: 'no-unresolved-refs', pointer: '#/paths/~1things/get/responses/200/schema' }]);
  });

  it('names the version it does not read', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'bob-version-'));
    writeFileSync(path.join(dir, 'swagger.yaml'), 'swagger: "1.2"\ninfo: { title: T, version: "1" }\n');
    try {
      expect((await failure(path.join(dir, 'swagger.yaml'))).message).toContain('declares swagger: 1.2; this generator reads Swagger 2.0 and OpenAPI 3.0 and 3.1.');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('holds our own spec to its redocly.yaml: no errors and no warnings', async () => {
    const { warnings } = await loadSpec('spec/openapi.yaml');
    expect(warnings).toEqual([]);
  });

  it("holds our own spec's external documentation links to the rule the generator warns with", async () => {
    // spec/redocly.yaml writes the rule out (a team's ruleset decides its own rules), as an error.
    const ours = parse(readFileSync('spec/redocly.yaml', 'utf8')).rules[EXTERNAL_DOCS_URL];
    expect(ours).toEqual({ ...EXTERNAL_DOCS_URL_RULE, severity: 'error' });
    const { error, at } = await failureIn({
      'redocly.yaml': readFileSync('spec/redocly.yaml', 'utf8'),
      'openapi.yaml': 'openapi: 3.1.0\ninfo: { title: T, version: "1", license: { name: MIT, identifier: MIT }, description: d }\nservers: [{ url: https://example.com }]\nexternalDocs: { url: docs.example.com }\npaths: {}\n',
    });
    expect(error.problems.filter((p) => p.rule === EXTERNAL_DOCS_URL)).toEqual([expect.objectContaining({ file: at('openapi.yaml'), line: 4, severity: 'error', message: EXTERNAL_DOCS_URL_RULE.message })]);
  });

  it("reads 3.0's boolean exclusiveMinimum in a 3.1 document as 3.0 meant it, with a warning", async () => {
    const loaded = await loadSpec('tests/fixtures/valid/exclusive-boolean-3.1.yaml');
    expect(loaded.warnings).toMatchObject([{ severity: 'warning', rule: 'struct', line: 17, message: expect.stringContaining("exclusiveMinimum: true is OpenAPI 3.0's form") }]);
    const [operation] = normalizeSpec(loaded).operations;
    expect(operation!.parameters.query[0]!.schema).toMatchObject({ types: ['integer'], constraints: { exclusiveMinimum: 10, maximum: 20 } });
    expect(operation!.parameters.query[0]!.schema!.constraints).not.toHaveProperty('minimum');
  });

  it('reads a discriminator mapping by component name as a reference, leaving out a name that is no component', async () => {
    const loaded = await loadSpec('tests/fixtures/valid/discriminator-by-name.yaml');
    // Redocly reports the first unresolved mapping of a discriminator only.
    expect(loaded.warnings).toMatchObject([{ rule: 'no-unresolved-refs', line: 21, message: expect.stringContaining('by its component name') }]);
    const body = normalizeSpec(loaded).operations[0]!.requestBody!.content[0]!.schema!;
    expect(body.discriminator).toEqual({ propertyName: 'kind', mapping: { cat: 'Cat', dog: 'Dog' } });
  });

  it('leaves out a discriminator mapping to a missing $ref, and with a redocly.yaml stops on either idiom', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'bob-load-'));
    writeFileSync(path.join(dir, 'openapi.yaml'), readFileSync('tests/fixtures/valid/exclusive-boolean-3.1.yaml', 'utf8'));
    writeFileSync(path.join(dir, 'redocly.yaml'), 'extends: [recommended]\n');
    expect((await failure(path.join(dir, 'openapi.yaml'))).problems).toContainEqual(expect.objectContaining({ rule: 'struct', severity: 'error', line: 17 }));
    writeFileSync(path.join(dir, 'openapi.yaml'), readFileSync('tests/fixtures/valid/discriminator-by-name.yaml', 'utf8').replace("dog: '#/components/schemas/Dog'", "dog: '#/components/schemas/Wolf'"));
    expect((await failure(path.join(dir, 'openapi.yaml'))).problems).toContainEqual(expect.objectContaining({ rule: 'no-unresolved-refs', severity: 'error', line: 22 }));
    rmSync(path.join(dir, 'redocly.yaml'));
    const loaded = await loadSpec(path.join(dir, 'openapi.yaml'));
    expect(loaded.warnings).toContainEqual(
      expect.objectContaining({ rule: 'no-unresolved-refs', line: 22, message: 'A discriminator mapping to #/components/schemas/Wolf, which resolves nowhere: left out; the variants still show.' }),
    );
    expect(normalizeSpec(loaded).operations[0]!.requestBody!.content[0]!.schema!.discriminator).toEqual({ propertyName: 'kind', mapping: { cat: 'Cat' } });
    rmSync(dir, { recursive: true, force: true });
  });

  it('with a redocly.yaml beside it, refuses each document read as meant without one, as before', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'bob-strict-'));
    writeFileSync(path.join(dir, 'redocly.yaml'), 'extends: [recommended]\n');
    try {
      for (const [name, line] of [['x-webhooks-3.0.yaml', 18], ['examples-map-3.1.yaml', 26], ['idioms-3.1-in-3.0.yaml', 16], ['odd-types.yaml', 8]] as const) {
        const lenient = await loadSpec(`tests/fixtures/valid/${name}`);
        expect(lenient.warnings).toContainEqual(expect.objectContaining({ rule: 'struct', line }));
        writeFileSync(path.join(dir, 'openapi.yaml'), readFileSync(`tests/fixtures/valid/${name}`, 'utf8'));
        const strict = (await failure(path.join(dir, 'openapi.yaml'))).problems.filter((p) => p.rule === 'struct');
        expect(strict.map((p) => [p.line, p.severity, p.message])).toEqual(lenient.warnings.filter((w) => w.rule === 'struct').map((w) => [w.line, 'error', expect.not.stringContaining('read as')]));
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('still stops on what leaves nothing sound to render, a webhook of x-webhooks included', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'bob-fatal-'));
    const spec = (paths: string, rest = '') => `openapi: 3.0.3\ninfo: { title: T, version: '1' }\npaths:${paths}\n${rest}`;
    const op = (parameter: string) => `\n  /a:\n    get:\n      parameters:\n        - ${parameter}\n      responses: { '200': { description: ok } }`;
    try {
      for (const [text, line, message] of [
        [spec(' [a, b]'), 3, 'Expected type `Paths` (object) but got `array`'],
        [spec(op('{ in: query, schema: { type: string } }')), 7, 'The field `name` must be present on this level.'],
        [spec(op('{ name: q, in: body, schema: { type: string } }')), 7, '`in` can be one of the following only'],
        [spec(' {}', `x-webhooks:\n  hook:\n    post:\n      parameters:\n        - { in: query, schema: { type: string } }\n      responses: { '200': { description: ok } }`), 8, 'The field `name` must be present'],
      ] as const) {
        writeFileSync(path.join(dir, 'openapi.yaml'), text);
        const problems = (await failure(path.join(dir, 'openapi.yaml'))).problems;
        expect(problems).toMatchObject([{ rule: 'struct', severity: 'error', line, message: expect.stringContaining(message) }]);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('tolerated', () => {
  const problem = (pointer: string, message: string) => ({ severity: 'error' as const, file: 'openapi.yaml', rule: 'struct', pointer, message });
  const read = (pointer: string, message: string, values: Record<string, unknown> = {}) => tolerated(problem(pointer, message), (p) => values[p.pointer!]);

  it('leaves alone what is inside a vendor extension, or an x- key of the wrong shape', () => {
    expect(read('#/paths/~1a/get/x-codeSamples/0/lang', 'Expected type `string` but got `integer`.')).toContain('Inside the vendor extension `x-codeSamples`, which is not checked');
    expect(read('#/components/headers/x-rate', 'Expected type `Header` (object) but got `boolean`')).toBe(
      '`x-rate` is a boolean where a Header is expected: read as a vendor extension, which is not checked, and ignored.',
    );
    expect(read('#/x-webhooks', 'Expected type `WebhooksMap` (object) but got `string`')).toContain('no webhooks are read from it');
    expect(read('#/x-webhooks/hook', 'Expected type `PathItem` (object) but got `null`')).toContain('`x-webhooks` entry `hook` is a null, not a path item: skipped');
  });

  it('reads keywords of the other version in schemas only', () => {
    const values = { '#/components/schemas/A': { type: 'string' }, '#/paths/~1a/get/responses/200': { description: 'ok' } };
    expect(read('#/components/schemas/A/examples', 'Property `examples` is not expected here.', values)).toContain('read as meant, the first of them is the schema’s example.');
    expect(read('#/paths/~1a/get/responses/200/examples', 'Property `examples` is not expected here.', values)).toBe('Property `examples` is not expected here: ignored.');
  });

  it('says how each odd value is read, and refuses the ones nothing sound remains of', () => {
    expect(read('#/components/schemas/A/type', '`type` can be one of the following only: "object".', { '#/components/schemas/A/type': 'file' })).toBe(
      "`type: file` is not OpenAPI's (file is no JSON Schema type): read as any value.",
    );
    expect(read('#/components/schemas/A/exclusiveMaximum', 'Expected type `number` but got `boolean`.', { '#/components/schemas/A/exclusiveMaximum': false })).toContain('the bound beside it left inclusive');
    expect(read('#/components/schemas/A/required', 'Expected type `array` but got `boolean`.')).toContain('ignored');
    expect(read('#/info/version', 'Expected type `string` but got `number`.', { '#/info/version': 1.5 })).toBe('`version` is a number, not text: read as the text “1.5”.');
    expect(read('#/info/title', 'Expected type `string` but got `object`.')).toBeUndefined();
    expect(read('#/components/schemas/A/enum', 'Expected type `array` but got `object`.')).toBeUndefined();
    expect(read('#/components/schemas/A/minimum', 'Expected type `number` but got `string`.')).toBeUndefined();
    expect(read('#/tags/0', 'The field `name` must be present on this level.')).toBeUndefined();
  });
});
