import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { diffSpecs, type SpecChange, type SpecDiff } from './index.ts';

const BASE = 'tests/fixtures/diff/base.yaml';
const REVISION = 'tests/fixtures/diff/revision.yaml';

let diff: SpecDiff;
beforeAll(async () => {
  diff = await diffSpecs({ file: BASE }, { file: REVISION });
});

const on = (method: string, path: string) => diff.changes.filter((c) => c.operation?.method === method && c.operation.path === path);
const rules = (changes: SpecChange[]) => changes.map((c) => `${c.severity} ${c.rule}`);
/** The text of the line a change points at, in the file it names. */
const lineOf = (change: SpecChange) => readFileSync(change.location.file, 'utf8').split('\n')[change.location.line! - 1];

describe('diffSpecs', () => {
  it('classifies changes to operations', () => {
    expect(rules(on('put', '/pets/{petId}'))).toEqual(['non-breaking operation-added']);
    expect(rules(on('delete', '/pets/{petId}'))).toEqual(['breaking operation-removed']);
    expect(rules(on('get', '/owners'))).toContain('deprecation operation-deprecated');
    // A moved path is one change of the operation at its new path, not a removal and an addition.
    expect(rules(on('get', '/shops'))).toEqual(['breaking path-removed']);
    expect(on('get', '/shops')[0]!.message).toContain('renamed to `/shops`');
    expect(on('get', '/stores')).toEqual([]);
  });

  it('keeps an operation whose operationId changed one operation, named by method and path', () => {
    const changes = on('get', '/pets/{petId}');
    expect(rules(changes)).toContain('breaking operation-id-changed');
    expect(rules(changes)).not.toContain('breaking operation-removed');
    expect(new Set(changes.map((c) => c.operation!.slug))).toEqual(new Set(['fetch-pet']));
  });

  it('classifies changes to parameters', () => {
    const pets = rules(on('get', '/pets'));
    expect(pets).toContain('breaking enum-values-removed');
    expect(pets).toContain('breaking schema-constraint-changed'); // format date → date-time
    expect(pets.filter((r) => r === 'breaking parameter-became-required')).toHaveLength(2); // owner made required, X-Tenant added as required
    expect(rules(on('get', '/owners'))).toContain('non-breaking parameter-added');
    expect(rules(on('get', '/health'))).toContain('breaking parameter-removed');
    // The path's own parameter changed type: both operations the base and revision share.
    for (const method of ['get']) expect(rules(on(method, '/pets/{petId}'))).toContain('breaking schema-type-changed');
  });

  it('classifies changes to the request body', () => {
    const create = rules(on('post', '/pets'));
    for (const rule of ['request-body-became-required', 'media-type-removed', 'required-properties-added', 'schema-type-changed']) expect(create).toContain(`breaking ${rule}`);
  });

  it('classifies changes to responses, saying an added enum value breaks strict clients', () => {
    const get = on('get', '/pets/{petId}');
    for (const rule of ['response-removed', 'property-removed', 'required-properties-removed', 'enum-values-added']) expect(rules(get)).toContain(`breaking ${rule}`);
    expect(get.find((c) => c.rule === 'enum-values-added')!.message).toBe('Enum value `bird` added to `Animal.species`. Clients that reject unknown values break.');
  });

  it('classifies changes to security and servers', () => {
    expect(rules(on('get', '/health'))).toContain('breaking security-requirement-changed'); // none → apiKey
    expect(rules(on('get', '/owners'))).toContain('breaking security-requirement-changed'); // apiKey → oauth
    const wholeApi = diff.changes.filter((c) => !c.operation);
    expect(rules(wholeApi)).toEqual(['breaking server-removed']);
  });

  it('spreads a change of a shared component to every operation reaching it, through composed and circular schemas', () => {
    // Owner ↔ Pet reference each other; Pet is an allOf with Animal. Owner.name changed type.
    const reaching = diff.changes.filter((c) => c.at === 'components/schemas/Owner/properties/name/type').map((c) => `${c.operation!.method} ${c.operation!.path}`);
    expect(reaching.sort()).toEqual(['get /owners', 'get /pets', 'get /pets/{petId}', 'post /pets']);
    const limit = diff.changes.filter((c) => c.at === 'components/parameters/Limit/schema/maximum').map((c) => c.operation!.path);
    expect(limit.sort()).toEqual(['/owners', '/pets']);
    // The added operation reaches Pet too, but is new as a whole.
    expect(on('put', '/pets/{petId}')).toHaveLength(1);
  });

  it('records what each change is about as data, for the changelog to say in every language', () => {
    const fields = (change: SpecChange | undefined) => change && { kind: change.kind, node: change.node, target: change.target, values: change.values };
    const pets = on('get', '/pets');
    expect(fields(pets.find((c) => c.rule === 'enum-values-removed'))).toEqual({ kind: 'modified', node: 'Schema', target: { parameter: { name: 'status', in: 'query' }, keyword: 'enum' }, values: ['pending'] });
    expect(fields(pets.find((c) => c.message.includes('X-Tenant')))).toEqual({ kind: 'added', node: 'Parameter', target: { parameter: { name: 'X-Tenant', in: 'header' } }, values: undefined });
    expect(fields(pets.find((c) => c.rule === 'enum-values-added'))).toMatchObject({ target: { schema: 'Animal', property: 'species', keyword: 'enum' }, values: ['bird'] });
    expect(fields(pets.find((c) => c.rule === 'schema-type-changed'))).toMatchObject({ target: { schema: 'Owner', property: 'name', keyword: 'type' } });
    expect(pets.find((c) => c.rule === 'schema-type-changed')).toMatchObject({ from: 'string', to: 'integer' });
    expect(fields(on('post', '/pets').find((c) => c.rule === 'required-properties-added'))).toMatchObject({ target: { schema: 'NewPet', keyword: 'required' }, values: ['age'] });
    expect(fields(on('post', '/pets').find((c) => c.rule === 'media-type-removed'))).toMatchObject({ kind: 'removed', target: { requestBody: true, mediaType: 'application/xml' } });
    expect(fields(on('get', '/pets/{petId}').find((c) => c.rule === 'response-removed'))).toMatchObject({ kind: 'removed', target: { response: '404' } });
    expect(fields(on('get', '/health').find((c) => c.rule === 'parameter-removed'))).toEqual({ kind: 'removed', node: 'Parameter', target: { parameter: { name: 'verbose', in: 'query' } }, values: undefined });
    // apiKey → oauth: one no longer accepted, the other accepted (tests of each case: ./securityChanges.test.ts).
    expect(fields(on('get', '/owners').find((c) => c.rule === 'security-requirement-changed'))).toMatchObject({ kind: 'removed', values: ['apiKey'] });
    expect(fields(on('get', '/owners').find((c) => c.rule === 'security-requirement-added'))).toMatchObject({ kind: 'added', values: ['oauth'] });
    expect(fields(on('put', '/pets/{petId}')[0])).toEqual({ kind: 'added', node: 'Operation', target: undefined, values: undefined });
    expect(fields(diff.changes.find((c) => c.rule === 'server-removed'))).toMatchObject({ kind: 'removed', target: { server: 'https://sandbox.example.com' } });
  });

  it('says each member of a list or map that appears or goes as a whole as its own change, named as the spec names it (issue 34)', () => {
    const said = (changes: SpecChange[]) => changes.map((c) => `${c.severity}: ${c.message}`);
    // An operation's first parameters: a required one breaks clients even as the first.
    expect(said(on('get', '/ping'))).toEqual([
      'non-breaking: Query parameter `holdoutOptional` added (optional).',
      'breaking: Header parameter `X-Region` added (required).',
      'non-breaking: Property `region` added to `Room.meta`.',
      'breaking: Enum value `archived` added to `Room.state`. Clients that reject unknown values break.',
      'breaking: Enum value `closed` added to `Room.state`. Clients that reject unknown values break.',
      'non-breaking: Response header `X-Trace` added to 200.',
    ]);
    expect(rules(on('get', '/ping'))).toEqual([
      'non-breaking parameter-added',
      'breaking parameter-became-required',
      'non-breaking property-added',
      'breaking enum-values-added',
      'breaking enum-values-added',
      'non-breaking response-header-added',
    ]);
    // Every parameter of a list removed as a whole.
    expect(said(on('get', '/health').filter((c) => c.rule === 'parameter-removed'))).toEqual(['breaking: Query parameter `verbose` removed.', 'breaking: Cookie parameter `probe` removed.']);
    // A value a request's enum gained is one more a client may send.
    expect(said(on('post', '/pets').filter((c) => c.target?.schema === 'NewPet' && c.rule.startsWith('enum')))).toEqual(['non-breaking: Enum value `large` added to `NewPet.size`.']);
    // No message names one of Redocly's types rather than the spec's words.
    for (const change of diff.changes) expect(change.message).not.toMatch(/\b(?:ParameterList|HeadersMap|SchemaProperties|MediaTypesMap|[A-Z][a-z]+(?:List|Map))\b/);
  });

  it('records each such member as data: what, where, and the one value', () => {
    const ping = on('get', '/ping');
    const each = (message: string) => ping.find((c) => c.message.startsWith(message));
    expect(each('Header parameter')).toMatchObject({ kind: 'added', node: 'Parameter', target: { parameter: { name: 'X-Region', in: 'header' } }, at: 'paths/~1ping/get/parameters/1' });
    expect(each('Response header')).toMatchObject({ kind: 'added', node: 'Header', target: { response: '200', header: 'X-Trace' }, at: 'paths/~1ping/get/responses/200/headers/X-Trace' });
    expect(each('Property `region`')).toMatchObject({ kind: 'added', node: 'Schema', target: { schema: 'Room', property: 'meta.region' }, at: 'components/schemas/Room/properties/meta/properties/region' });
    expect(ping.filter((c) => c.rule === 'enum-values-added').map((c) => c.values)).toEqual([['archived'], ['closed']]);
    // Each located where the member is written.
    expect(lineOf(each('Query parameter')!)).toContain('- name: holdoutOptional');
    expect(lineOf(each('Response header')!)).toContain('schema:');
    expect(readFileSync(REVISION, 'utf8').split('\n')[each('Response header')!.location.line! - 2]).toContain('X-Trace:');
    expect(lineOf(each('Property `region`')!)).toContain('type: string');
  });

  it('leaves out edits that change no contract', () => {
    expect(diff.changes.some((c) => c.at.endsWith('/description'))).toBe(false);
  });

  it('locates each change in the revision, or in the base for what was removed', () => {
    const tenant = on('get', '/pets').find((c) => c.message.includes('X-Tenant'))!;
    expect(tenant.location).toMatchObject({ side: 'revision', file: REVISION });
    expect(lineOf(tenant)).toContain('required: true');
    expect(readFileSync(REVISION, 'utf8').split('\n')[tenant.location.line! - 3]).toContain('name: X-Tenant');
    const removed = on('delete', '/pets/{petId}')[0]!;
    expect(removed.location).toMatchObject({ side: 'base', file: BASE });
    expect(lineOf(removed)).toContain('operationId: deletePet');
    const enumRemoved = on('get', '/pets').find((c) => c.rule === 'enum-values-removed')!;
    expect(lineOf(enumRemoved)).toContain('enum: [available, sold]');
  });

  it('finds nothing between a document and itself', async () => {
    expect((await diffSpecs({ file: REVISION }, { file: REVISION })).changes).toEqual([]);
  });
});
