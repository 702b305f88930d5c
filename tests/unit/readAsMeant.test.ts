import { describe, expect, it } from 'vitest';
import { generate, outputFiles } from '../../generator/generate.ts';
import { leftOutSentence } from '../../generator/runCli.ts';
import type { SchemaNode } from '../../generator/normalize/model.ts';
import { operationPages, schemaPages } from './operationPages.ts';
import { renderOperationArticle } from '../../site/components/api/operationArticle.tsx';
import { renderSchemaArticle } from '../../site/components/api/schemaArticle.tsx';
import { operationMarkdown } from '../../site/components/api/markdown/operationMarkdown.ts';
import { schemaMarkdown } from '../../site/components/api/markdown/schemaMarkdown.ts';
import { collectApiText } from '../../generator/translations/collectApiText.ts';

// Valid documents (or ones a reader makes sense of) that Redocly's struct rule refuses: without a
// redocly.yaml each builds a whole site, its pages rendering, with one located warning per idiom (issue 32).
const valid = (name: string) => `tests/fixtures/valid/${name}`;

async function site(name: string) {
  const generated = await generate(valid(name), '/tmp/unused');
  const { files, model, warnings } = generated;
  for (const file of ['info.ts', 'routes.ts', 'sidebar.ts', 'openapi.json']) expect(files.has(file)).toBe(true);
  for (const page of operationPages(model)) {
    expect(files.has(`operations/${page.operation.slug}.json`)).toBe(true);
    // Its page renders: no value read as meant trips the site up.
    expect(await renderOperationArticle(page, 'en')).toContain(page.operation.summary);
  }
  for (const w of warnings) expect(w).toMatchObject({ severity: 'warning', file: valid(name), line: expect.any(Number), col: expect.any(Number) });
  return generated;
}

const paramSchema = (model: Awaited<ReturnType<typeof site>>['model'], name: string): SchemaNode =>
  model.operations[0]!.parameters.query.concat(model.operations[0]!.parameters.header).find((p) => p.name === name)!.schema!;

describe('documents read as their writers meant them', () => {
  it('makes pages of x-webhooks, skipping the entry that is no path item, and leaves odd extensions alone', async () => {
    const { model, warnings } = await site('x-webhooks-3.0.yaml');
    expect(model.operations.map((op) => [op.kind, op.path])).toEqual([
      ['operation', '/pets'],
      ['webhook', 'newPet'],
    ]);
    expect(model.operations[0]!.codeSamples).toEqual([]);
    expect(warnings.map((w) => [w.line, w.pointer])).toEqual([
      [13, '#/paths/~1pets/get/x-codeSamples'],
      [18, '#/x-webhooks/x-sdk-exclude'],
      [8, '#/x-tagGroups'],
    ]);
    expect(warnings[1]!.message).toBe('`x-webhooks` entry `x-sdk-exclude` is a boolean, not a path item: skipped (x-webhooks is a vendor extension; its path items become webhook pages).');
  });

  it("shows a 3.1 schema's map of named examples as its first value", async () => {
    const { model, warnings } = await site('examples-map-3.1.yaml');
    const pet = model.schemas.Pet!.properties!;
    expect(pet.map((p) => [p.name, p.schema.example])).toEqual([
      ['id', 1],
      ['name', 'Rex'],
      ['age', 3], // `example` beside `examples`: the one 3.0 writers meant
    ]);
    expect(pet[1]!.schema.nullable).toBe(true);
    expect(warnings.map((w) => [w.line, w.message.split(':')[0]])).toEqual([
      [26, '`examples` is a map of named examples (OpenAPI 3.0’s idiom), not a list'],
      [30, 'Property `nullable` is not expected here (a schema keyword of the other OpenAPI version)'],
      [32, '`examples` is a map of named examples (OpenAPI 3.0’s idiom), not a list'],
    ]);
  });

  it("reads 3.1's schema idioms in a 3.0 document", async () => {
    const { model, warnings } = await site('idioms-3.1-in-3.0.yaml');
    expect(paramSchema(model, 'name')).toMatchObject({ types: ['string'], nullable: true, example: 'ada' });
    expect(paramSchema(model, 'size').constraints).toEqual({ exclusiveMinimum: 0, exclusiveMaximum: 10 });
    expect(paramSchema(model, 'kind').const).toBe('thing');
    expect(paramSchema(model, 'owner')).toEqual({ nullable: true, oneOf: [{ ref: 'Owner' }] });
    expect(paramSchema(model, 'picture').contentMediaType).toBe('image/png');
    expect(paramSchema(model, 'tags')).toEqual({ types: ['array'], items: {} });
    expect(model.operations[0]!.responses[0]!.content[0]!.schema).toEqual({ ref: 'Owner', description: 'Who owns the things' });
    expect(warnings.map((w) => w.line)).toEqual([16, 17, 22, 23, 28, 34, 39, 44]);
    expect(warnings[0]!.message).toBe('`type: ["string","null"]` is OpenAPI 3.1’s form: read as string, or null.');
  });

  it('reads numbers as text, a flag as `required`, one value as `enum`, and does without what a page can', async () => {
    const { model, warnings } = await site('odd-types.yaml');
    expect(model.info).toMatchObject({ version: '2', description: '42', servers: [{ url: 'https://api.example.com' }] });
    expect(model.info.servers).toHaveLength(1);
    expect(model.groups[0]).toMatchObject({ name: 'things', description: '7' });
    const [list, remove] = model.operations;
    expect(list).toMatchObject({ summary: '404', parameters: { query: [{ name: 'colour', description: '5', schema: { enum: ['red'] } }, { name: 'anything' }] } });
    expect(list!.parameters.query[1]).not.toHaveProperty('schema');
    expect(list!.responses[0]).toMatchObject({ status: '200', description: '' });
    expect(list!.responses[0]!.content[0]!.schema!.properties!.map((p) => [p.name, p.required])).toEqual([
      ['id', true],
      ['note', false],
    ]);
    expect(list!.responses[0]!.content[0]!.schema!.properties![1]!.schema.constraints).toEqual({ pattern: '1234' });
    expect(remove!.responses).toEqual([]);
    expect(warnings.map((w) => [w.line, w.pointer])).toEqual([
      [8, '#/info/version'],
      [9, '#/info/description'],
      [11, '#/servers/0'],
      [15, '#/tags/0/description'],
      [21, '#/paths/~1things/get/summary'],
      [25, '#/paths/~1things/get/parameters/0/description'],
      [28, '#/paths/~1things/get/parameters/0/schema/enum'],
      [29, '#/paths/~1things/get/parameters/1'],
      [32, '#/paths/~1things/get/responses/200'],
      [40, '#/paths/~1things/get/responses/200/content/application~1json/schema/properties/id/required'],
      [43, '#/paths/~1things/get/responses/200/content/application~1json/schema/properties/note/required'],
      [44, '#/paths/~1things/get/responses/200/content/application~1json/schema/properties/note/pattern'],
      [45, '#/paths/~1things/delete'],
    ]);
  });

  it('reads what published descriptions hold: a schema as `type`, `allOf` as a map, a mapping into a file that is not there', async () => {
    const generated = await site('published-oddities.yaml');
    const { model, warnings } = generated;
    // The file the mapping names is recorded as absent: its coming makes the build generate again.
    const inputs = JSON.parse(outputFiles(generated, 'site/generated').get('inputs.json')!);
    expect(inputs.spec['../../tests/fixtures/valid/models/goblin.yml']).toBe('absent');
    const [operation] = model.operations;
    expect(operation!.requestBody!.content[0]!.schema!.discriminator).toEqual({ propertyName: 'kind', mapping: { dragon: 'Dragon' } });
    expect(operation!.responses[0]!.content[0]!.schema!.allOf).toEqual([{ ref: 'Dragon' }, { types: ['object'], properties: [{ name: 'id', required: false, schema: { types: ['integer'] } }] }]);
    expect(model.schemas.Dragon!.properties![1]).toEqual({ name: 'colour', required: false, schema: {} });
    expect(warnings.map((w) => [w.line, w.message])).toEqual([
      [49, '`type` is an object, not a type’s name or a list of them: read as any value.'],
      [25, 'A discriminator mapping to models/goblin.yml, which resolves nowhere: left out; the variants still show.'],
      [33, '`allOf` is a map, not a list: read as the list of its values.'],
    ]);
  });

  it('reads keys that pointers escape: a bare %, and a mapping under a property named ""', async () => {
    const { model } = await site('odd-keys.yaml');
    expect(model.operations[0]!.path).toBe('/discount%');
    const schema = model.schemas['100%']!;
    expect(schema.properties!.map((p) => p.name)).toEqual(['%', '']);
    expect(schema.properties![1]!.schema.discriminator).toEqual({ propertyName: 'kind', mapping: { v: 'Variant' } });
  });

  it('links to documentation elsewhere from the API, a group, an operation and a schema, leaving out what leads nowhere sound', async () => {
    const { model, warnings } = await site('external-docs.yaml');
    expect(model.info.externalDocs).toEqual({ url: 'https://example.com/guide' });
    expect(model.groups.map((g) => [g.name, g.externalDocs])).toEqual([
      ['pets', { url: 'https://example.com/pets', description: 'Find out more about pets' }],
      ['owners', undefined],
    ]);
    const [getPet, listOwners] = model.operations;
    expect(getPet!.externalDocs).toEqual({ url: 'https://example.com/rest/pets#get-a-pet', description: 'API method documentation' });
    expect(listOwners!.externalDocs).toBeUndefined();
    expect(model.schemas.Pet!.externalDocs).toEqual({ url: 'https://example.com/schemas/pet' });
    expect(model.schemas.Owner!.externalDocs).toBeUndefined();
    // Each left out says where: a relative URL, a script, and no URL at all.
    expect(warnings.map((w) => [w.line, w.message])).toEqual([
      [18, 'An external documentation link needs an absolute http or https URL: this one is left out.'],
      [43, 'An external documentation link needs an absolute http or https URL: this one is left out.'],
      [60, 'The field `url` must be present on this level: what has no address is left out.'],
    ]);

    const [petPage, ownersPage] = operationPages(model);
    const link = '<a href="https://example.com/rest/pets#get-a-pet" target="_blank" rel="noopener noreferrer" dir="auto">API method documentation<span class="visually-hidden"> (opens in a new tab)</span></a>';
    expect(await renderOperationArticle(petPage!, 'en')).toContain(`<p class="external-docs">Read more: ${link}</p>`);
    expect(await renderOperationArticle(petPage!, 'he')).toContain('<p class="external-docs">לקריאה נוספת: <a href="https://example.com/rest/pets#get-a-pet"');
    expect(await renderOperationArticle(ownersPage!, 'en')).not.toMatch(/external-docs|javascript:/);
    expect(operationMarkdown(petPage!, 'en', model.info)).toContain('\n\nRead more: [API method documentation](https://example.com/rest/pets#get-a-pet)\n');

    const users = { count: 0, operations: [], groups: [] };
    const [pet, owner] = schemaPages(model);
    // Without words of its own, the link reads its address, left to right in every locale.
    expect(await renderSchemaArticle(pet!, 'zh', users)).toContain('<p class="external-docs">延伸阅读: <a href="https://example.com/schemas/pet" target="_blank" rel="noopener noreferrer" dir="ltr">https://example.com/schemas/pet<span');
    expect(schemaMarkdown(pet!, 'en', users)).toContain('\n\nRead more: [https://example.com/schemas/pet](https://example.com/schemas/pet)\n');
    expect(await renderSchemaArticle(owner!, 'en', users)).not.toContain('external-docs');
  });

  it("groups the sidebar in Redoc's x-tagGroups sections, with each tag's x-displayName and the prose of tags without operations", async () => {
    const { model, warnings } = await site('tag-groups.yaml');
    expect(model.groups.map(({ name, label, section }) => ({ name, label, section }))).toEqual([
      { name: 'intro', label: undefined, section: 'General' },
      { name: 'pets', label: 'Pets and their owners', section: 'Catalogue' },
      { name: 'orders', label: undefined, section: 'Sales' },
      { name: 'misc', label: undefined, section: undefined },
    ]);
    expect(warnings.map((w) => [w.line, w.pointer])).toEqual([[23, '#/x-tagGroups/2']]);
    // A section's name is for translators too, before its first group's.
    expect(model.groups[0]!.operations).toEqual([]);
    expect([...collectApiText(model).entries()].slice(0, 7)).toEqual([
      ['section.General.name', 'General'],
      ['group.intro.name', 'intro'],
      ['group.intro.description', 'How to start, before any operation.'],
      ['section.Catalogue.name', 'Catalogue'],
      ['group.pets.name', 'Pets and their owners'],
      ['operation.list-pets.summary', 'listPets'],
      ['section.Sales.name', 'Sales'],
    ]);
  });

  it('says what each allowed value means where vendor extensions do: x-ms-enum, x-enumDescriptions, x-enum-descriptions', async () => {
    const { model } = await site('enum-descriptions.yaml');
    expect(model.operations[0]!.parameters.query[0]!.schema!.enumDescriptions).toEqual({ '"Basic"': 'One instance, no scaling.', '"Standard"': 'Up to ten instances.' });
    const plan = Object.fromEntries(model.schemas.Plan!.properties!.map((p) => [p.name, p.schema.enumDescriptions]));
    expect(plan).toEqual({ period: { '1': 'Billed monthly', '12': 'Billed yearly' }, state: { '"active"': 'In use', '"retired"': 'No longer offered' } });

    const [page] = operationPages(model);
    expect(await renderOperationArticle(page!, 'en')).toContain(
      '<ul class="schema-enum-described"><li><code dir="ltr">&quot;Basic&quot;</code><span dir="auto">One instance, no scaling.</span></li><li><code dir="ltr">&quot;Standard&quot;</code><span dir="auto">Up to ten instances.</span></li></ul>',
    );
    // A value without one is listed all the same.
    const users = { count: 0, operations: [], groups: [] };
    const [planPage] = schemaPages(model);
    expect(await renderSchemaArticle(planPage!, 'en', users)).toContain('<li><code dir="ltr">&quot;draft&quot;</code></li></ul>');
    expect(schemaMarkdown(planPage!, 'en', users)).toContain('- `state` (`string`)\n\n  Allowed values:\n  - `"active"`: In use\n  - `"retired"`: No longer offered\n  - `"draft"`\n');
  });

  it("maps a base's discriminator to the schemas extending it with allOf, directly or not (Swagger 2.0's polymorphism), each example its own kind", async () => {
    const { model } = await site('polymorphism-2.0.yaml');
    // A subtype of a subtype (Puppy extends Dog) is one of the base's too.
    expect(model.schemas.Pet!.discriminator).toEqual({ propertyName: 'petType', mapping: { Cat: 'Cat', dog: 'Dog', puppy: 'Puppy' } });
    const examples = Object.fromEntries(model.namedSchemas.map((named) => [named.key, (named.example?.value as { petType?: string } | undefined)?.petType]));
    expect(examples).toEqual({ Pet: 'Cat', Cat: 'Cat', Dog: 'dog', Puppy: 'puppy' });

    // The base's page lists what selects each subtype, linked to the subtype's page when the site has one.
    const users = { count: 0, operations: [], groups: [] };
    const petPage = schemaPages(model).find((page) => page.key === 'Pet')!;
    const html = await renderSchemaArticle(petPage, 'en', users);
    expect(html).toMatch(/<code dir="ltr">&quot;dog&quot;<\/code> <span class="reading-arrow" aria-hidden="true">→<\/span> <(a|code)[^>]*>Dog</);
    expect(schemaMarkdown(petPage, 'en', users)).toContain('`Cat` → Cat, `dog` → Dog');
  });

  it('keeps the explicit mapping first, maps no value or schema twice, and leaves a base with variants to them', async () => {
    const { model } = await site('polymorphism-mapped.yaml');
    expect(model.schemas.Shape!.discriminator!.mapping).toEqual({ round: 'Circle', square: 'Square', Triangle: 'Triangle' });
    expect(model.schemas.Vehicle!.discriminator).toEqual({ propertyName: 'type' });
    const kinds = Object.fromEntries(model.namedSchemas.map((named) => [named.key, (named.example?.value as { kind?: string } | undefined)?.kind]));
    expect(kinds).toMatchObject({ Shape: 'round', Circle: 'round', Square: 'square', Triangle: 'Triangle' });
  });

  it("states Azure's paging and long-running operations among an operation's facts, in the page and its Markdown", async () => {
    const { model } = await site('azure-extensions-2.0.yaml');
    const bySlug = Object.fromEntries(model.operations.map((op) => [op.operationId, op]));
    expect(bySlug.Vaults_List!.paging).toEqual({ itemName: 'value', nextLinkName: 'nextLink' });
    expect(bySlug.Vaults_ListNames!.paging).toBeUndefined();
    expect(bySlug.Vaults_CreateOrUpdate!.longRunning).toEqual({ finalStateVia: 'azure-async-operation' });
    expect(bySlug.Vaults_Delete!.longRunning).toEqual({});
    expect(bySlug.Vaults_List!.longRunning).toBeUndefined();

    const pages = Object.fromEntries(operationPages(model).map((page) => [page.operation.operationId, page]));
    const list = await renderOperationArticle(pages.Vaults_List!, 'en');
    expect(list).toContain('<dt>Paging</dt><dd>One page at a time: the items are in <code dir="ltr">value</code>, and a response holding <code dir="ltr">nextLink</code> gives the next page');
    const create = await renderOperationArticle(pages.Vaults_CreateOrUpdate!, 'he');
    expect(create).toContain('<dt>פעולה ארוכה</dt>');
    expect(create).toContain('<code dir="ltr">Azure-AsyncOperation</code>');
    expect(create).toContain('<code dir="ltr">azure-async-operation</code>');
    expect(await renderOperationArticle(pages.Vaults_ListNames!, 'en')).not.toContain('<dt>Paging</dt>');

    const markdown = operationMarkdown(pages.Vaults_Delete!, 'zh', model.info);
    expect(markdown).toContain('**长时间运行**: 操作可能在响应之后继续：请轮询响应的 `Azure-AsyncOperation` 或 `Location` 标头给出的 URL，直到完成。\n');
  });


  it("reads Azure's x-ms-mutability as when a property is sent and whether it comes back", async () => {
    const { model } = await site('azure-extensions-2.0.yaml');
    const flags = Object.fromEntries(model.schemas.Vault!.properties!.map((p) => [p.name, [p.schema.readOnly, p.schema.writeOnly, p.schema.createOnly].map(Boolean)]));
    expect(flags).toEqual({ id: [true, false, false], location: [false, false, true], secret: [false, true, false], tags: [false, false, false] });
    // The request leaves out what is only read, the response what is never read back; what is set on creation says so.
    const [create] = operationPages(model).filter((page) => page.operation.operationId === 'Vaults_CreateOrUpdate');
    const html = await renderOperationArticle(create!, 'en');
    const request = html.slice(html.indexOf('id="request-body"'), html.indexOf('id="response-200"'));
    const response = html.slice(html.indexOf('id="response-200"'));
    expect(request).not.toContain('<code class="schema-name" dir="ltr">id</code>');
    expect(request).toMatch(/<code class="schema-name" dir="ltr">location<\/code>.*?<span class="schema-badge">set on creation only<\/span>/s);
    expect(response).not.toContain('<code class="schema-name" dir="ltr">secret</code>');
    expect(operationMarkdown(create!, 'he', model.info)).toContain('- `location` (`string`, נקבע רק ביצירה)');
  });
  it("shows a response's links to other operations: found by operationId or operationRef, named as written when the document has no such operation", async () => {
    const { model } = await site('response-links.yaml');
    const [create] = model.operations;
    const getUser = model.operations.find((op) => op.operationId === 'getUser')!;
    const rename = model.operations.find((op) => op.operationId === 'renameUser')!;
    expect(create!.responses[0]!.links).toEqual([
      { name: 'GetUser', target: '#/paths/~1users~1%7Bid%7D/get', description: 'The user just **created**.', parameters: [{ name: 'id', value: '$response.body#/id' }], operation: { slug: getUser.slug, method: 'get', path: '/users/{id}' } },
      { name: 'Rename', target: 'renameUser', parameters: [{ name: 'id', value: '$response.body#/id' }], requestBody: '{"name":"$request.body#/name"}', operation: { slug: rename.slug, method: 'patch', path: '/users/{id}' } },
      { name: 'Elsewhere', target: 'archiveUser', parameters: [{ name: 'id', value: '$response.body#/id' }, { name: 'force', value: 'true' }] },
    ]);
    expect(getUser.responses[0]!.links).toBeUndefined();

    const [page] = operationPages(model);
    const html = await renderOperationArticle(page!, 'zh');
    expect(html).toContain('<h4>链接</h4>');
    expect(html).toContain(`<code dir="ltr">GetUser</code> <span class="reading-arrow" aria-hidden="true">→</span> <a href="/zh/api/${getUser.slug}">`);
    expect(html).toContain('<p>The user just <strong>created</strong>.</p>');
    expect(html).toContain('<code dir="ltr">Elsewhere</code> <span class="reading-arrow" aria-hidden="true">→</span> <code dir="ltr">archiveUser</code>');
    expect(html).toContain('<li>请求体 = <code dir="ltr">{&quot;name&quot;:&quot;$request.body#/name&quot;}</code></li>');

    const markdown = operationMarkdown(page!, 'en', model.info);
    expect(markdown).toContain(`**Links**\n\n- \`GetUser\` → [\`GET /users/{id}\`](`);
    expect(markdown).toContain(`/api/${getUser.slug}.md)\n\n  The user just **created**.\n  - \`id\` = \`$response.body#/id\`\n`);
    expect(markdown).toContain('- `Elsewhere` → `archiveUser`\n');
  });

  it('leaves out the operations, parameters and properties marked x-internal, from the pages and the downloads alike; a schema so marked has no page', async () => {
    const { model, files, leftOut } = await site('x-internal.yaml');
    // The writer is told what was left out (the path item marked whole counts its operation).
    expect(leftOut).toEqual({ operations: 2, parameters: 1, properties: 2 });
    expect(leftOutSentence(leftOut)).toBe('Left out what the spec marks x-internal: 2 operations, 1 parameter, 2 properties.');
    expect(model.operations.map((op) => `${op.method} ${op.path}`)).toEqual(['get /accounts']);
    expect(model.operations[0]!.parameters.query.map((p) => p.name)).toEqual(['limit']);
    expect(model.schemas.Account!.properties!.map((p) => [p.name, p.required])).toEqual([['id', true], ['audit', false], ['lastEntry', false], ['lastActor', false]]);
    // The schema marked internal is shown where Account uses it, references into it resolve (a
    // property marked internal that another refers to stays), and it has no page.
    expect(model.schemas.AuditTrail!.properties!.map((p) => p.name)).toEqual(['entries', 'actor']);
    expect(model.namedSchemas.map((schema) => schema.key)).toEqual(['Account']);
    const download = String(files.get('openapi.json'));
    for (const internal of ['tenant', 'riskScore', '/admin/reindex', 'Delete every account']) expect(download).not.toContain(internal);
  });
});

