import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadSpec } from '../../generator/load/index.ts';
import { normalizeSpec } from '../../generator/normalize/index.ts';
import { generate } from '../../generator/generate.ts';

// ReadMe's collection of public example documents (npm @readme/oas-examples): polymorphism,
// circular schemas, callbacks, webhooks, every parameter style, security schemes, …
const ROOT = 'node_modules/@readme/oas-examples';
const documents = (version: string, format = 'yaml') => readdirSync(`${ROOT}/${version}/${format}`).filter((f) => f.endsWith(`.${format}`)).map((f) => `${ROOT}/${version}/${format}/${f}`);

describe('public OpenAPI documents', () => {
  it.each([...documents('3.0'), ...documents('3.1')])('%s generates: every valid document does', async (file) => {
    // Throws (a UserError with located problems) if refused; else the README, info, routes,
    // sidebar, its groups, which file holds each schema and the bundled spec at least, a data file per operation, one per schema, one per shared
    // response and one per named schema's page.
    const { files, operationCount, model, document } = await generate(file, '/tmp/unused');
    const responses = model.operations.flatMap((op) => [...op.responses, ...op.callbacks.flatMap((callback) => callback.responses)]);
    const shared = new Set(responses.flatMap((response) => response.shared ?? []));
    expect(files.size).toBe(8 + operationCount + Object.keys(model.schemas).length + shared.size + model.namedSchemas.length);
    expect(model.namedSchemas.map((schema) => schema.key)).toEqual(Object.keys(document.components?.schemas ?? {}));
  });

  it('gives a document without components.schemas no schema pages and no Schemas group', async () => {
    const { files, model } = await generate(`${ROOT}/3.0/json/http-status-codes.json`, '/tmp/unused');
    expect(model.operations.length).toBeGreaterThan(50);
    expect(model.namedSchemas).toEqual([]);
    expect([...files.keys()].filter((file) => file.startsWith('schema-pages/'))).toEqual([]);
    expect(files.get('schemaSidebar.ts')).toContain('export const schemaSidebar: SchemaSidebar = [];');
    expect(files.get('sidebarGroups.ts')).toContain('export const schemaCount: number = 0;');
    expect(files.get('routes.ts')).toContain('export const schemaRoutes: Readonly<Record<string, `schema-pages/${string}.json`>> = {};');
  });

  it('generates a document with no operations as its reference index alone, with a warning', async () => {
    const { files, warnings } = await generate('tests/fixtures/valid/no-operations.yaml', '/tmp/unused');
    expect([...files.keys()].sort()).toEqual(['README.md', 'info.ts', 'openapi.json', 'routes.ts', 'schema-files.json', 'schemaSidebar.ts', 'sidebar.ts', 'sidebarGroups.ts']);
    expect(warnings).toMatchObject([{ severity: 'warning', file: 'tests/fixtures/valid/no-operations.yaml', message: expect.stringContaining('no operations') }]);
  });

  it.each([...documents('2.0'), ...documents('2.0', 'json')])('%s: every 2.0 document of @readme/oas-examples generates, with a conversion warning', async (file) => {
    const { warnings, operationCount, model } = await generate(file, '/tmp/unused');
    expect(warnings).toMatchObject([{ severity: 'warning', rule: 'swagger2openapi', file, pointer: '#/swagger', message: expect.stringContaining('Swagger 2.0') }]);
    expect(operationCount).toBe(model.operations.length);
  });

  it.each(['tests/fixtures/swagger2/shop.yaml', 'tests/fixtures/swagger2/split/swagger.yaml'])('%s (Swagger 2.0) generates its whole site', async (file) => {
    const { files, model } = await generate(file, '/tmp/unused');
    for (const operation of model.operations) expect(files.has(`operations/${operation.slug}.json`), operation.slug).toBe(true);
    const bodies = Object.fromEntries(model.operations.map((op) => [op.slug, op.requestBody?.content.map((media) => media.mediaType)]));
    expect(bodies['create-product']).toEqual(['application/json']);
  });

  it('reads the body, formData, produces, security and collectionFormat of a Swagger 2.0 document as their OpenAPI 3 forms', async () => {
    const { model } = await generate('tests/fixtures/swagger2/shop.yaml', '/tmp/unused');
    const bySlug = new Map(model.operations.map((op) => [op.slug, op]));
    expect(bySlug.get('upload-product-image')!.requestBody).toMatchObject({ required: true, content: [{ mediaType: 'multipart/form-data', schema: { types: ['object'], properties: [{ name: 'file', required: true, schema: { types: ['string'], format: 'binary' } }, { name: 'caption' }] } }] });
    expect(bySlug.get('place-order')!.requestBody!.content.map((media) => media.mediaType)).toEqual(['application/x-www-form-urlencoded']);
    expect(bySlug.get('place-order')!.security).toEqual([[{ scheme: 'oauth', scopes: ['orders:write'] }]]);
    expect(bySlug.get('list-products')!.responses[0]!.content.map((media) => media.mediaType)).toEqual(['application/json', 'application/xml']);
    expect(bySlug.get('list-products')!.parameters.query.map((p) => [p.name, p.style, p.explode])).toEqual([
      ['limit', undefined, undefined],
      ['tags', undefined, true],
      ['ids', 'form', false],
      ['fields', undefined, undefined],
    ]);
    expect(model.info.servers.map((server) => server.url)).toEqual(['https://shop.example.com/v1']);
    expect(model.info.securitySchemes).toMatchObject([
      { name: 'apiKey', type: 'apiKey', in: 'header', parameterName: 'X-Api-Key' },
      { name: 'oauth', type: 'oauth2', flows: { authorizationCode: { tokenUrl: 'https://shop.example.com/oauth/token' } } },
    ]);
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

  it("maps a discriminator without a mapping to the schemas extending it, as discriminators.yaml's Pet has it", async () => {
    const model = normalizeSpec(await loadSpec(`${ROOT}/3.0/yaml/discriminators.yaml`));
    expect(model.schemas.Pet!.discriminator).toEqual({ propertyName: 'pet_type', mapping: { Dog: 'Dog', Cat: 'Cat' } });
    // The explicit mapping of BaseVehicle (Redocly's example) is as it was: each subtype it names, once.
    expect(model.schemas.BaseVehicle!.discriminator!.mapping).toEqual({ electricity: 'ElectricVehicle', gasoline: 'FueledVehicle', 'human-energy': 'PedaledVehicle' });
  });

  it("resolves link-example.yaml's response links to the operations they feed", async () => {
    const model = normalizeSpec(await loadSpec(`${ROOT}/3.0/yaml/link-example.yaml`));
    const links = model.operations.flatMap((op) => op.responses.flatMap((response) => response.links ?? []));
    expect(links.map((link) => [link.name, link.operation?.method, link.operation?.path])).toEqual([
      ['userRepositories', 'get', '/2.0/repositories/{username}'],
      ['userRepository', 'get', '/2.0/repositories/{username}/{slug}'],
      ['repositoryPullRequests', 'get', '/2.0/repositories/{username}/{slug}/pullrequests'],
      ['pullRequestMerge', 'post', '/2.0/repositories/{username}/{slug}/pullrequests/{pid}/merge'],
    ]);
  });
});

