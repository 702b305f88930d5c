import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { generate } from '../generate.ts';
import { OperationFile, SchemaNode, SchemaPageFile, SharedResponse, SidebarGroups, USED_BY_LISTED } from '../normalize/model.ts';
import { reachableSchemas } from '../normalize/schemaTable.ts';
import { compareOutput } from '../output/compareOutput.ts';

// Golden files: the fixture spec's generated output is committed in tests/golden/market and
// compared with the same function `npm run check` uses. After an intended change to the
// output, refresh them with `UPDATE_GOLDEN=1 npx vitest run generator/emit`.
const SPEC = 'tests/fixtures/market/openapi.yaml';
const GOLDEN = 'tests/golden/market';

const json = (files: Map<string, string>, file: string) => JSON.parse(files.get(file)!) as unknown;

/**
 * The golden files made what the generator writes now, file by file: the folder holds our README
 * and no inputs.json, which writeOutput (rightly) refuses to replace as a whole.
 */
function refreshGolden(files: Map<string, string>) {
  const { added, changed, removed } = compareOutput(files, GOLDEN);
  for (const file of [...added, ...changed]) {
    mkdirSync(path.dirname(path.join(GOLDEN, file)), { recursive: true });
    writeFileSync(path.join(GOLDEN, file), files.get(file)!);
  }
  for (const file of removed) rmSync(path.join(GOLDEN, file));
}

describe('emitApiData', () => {
  it('matches the golden files for the fixture spec', async () => {
    const { files } = await generate(SPEC, GOLDEN);
    if (process.env.UPDATE_GOLDEN) refreshGolden(files);
    expect(compareOutput(files, GOLDEN)).toEqual({ added: [], removed: [], changed: [] });
  });

  it('is deterministic', async () => {
    const first = await generate(SPEC, GOLDEN);
    const second = await generate(SPEC, GOLDEN);
    expect([...second.files]).toEqual([...first.files]);
  });

  it('emits a data file per operation, schema and shared response that the model schemas accept, and the route table and sidebar in order', async () => {
    const { files, model } = await generate(SPEC, GOLDEN);
    const data = (dir: string) => [...files.keys()].filter((f) => f.startsWith(`${dir}/`));
    expect(data('operations')).toEqual(model.operations.map((op) => `operations/${op.slug}.json`));
    expect(data('schemas').sort()).toEqual(Object.keys(model.schemas).map((key) => `schemas/${key}.json`).sort());
    for (const file of data('operations')) expect(() => OperationFile.parse(json(files, file)), file).not.toThrow();
    for (const file of data('schemas')) expect(() => SchemaNode.parse(json(files, file)), file).not.toThrow();
    for (const file of data('responses')) expect(() => SharedResponse.strict().parse(json(files, file)), file).not.toThrow();
    const order = ['ping', 'ping-1', 'market-closed', '获取市场', 'remove-a-market', 'swap-30-sec', 'list-items', 'list-items-1', 'get-things-thing-id'];
    expect([...files.get('sidebar.ts')!.matchAll(/^ {8}"slug": "([^"]+)",$/gm)].map((m) => m[1])).toEqual(order);
    expect(files.get('sidebar.ts')).toContain(`import type { ApiSidebar } from '../../../generator/normalize/model.ts';`);
    // The route table: every operation's page and file, in sidebar order, then every schema page's.
    const routes = [...files.get('routes.ts')!.matchAll(/^ {2}("[^"]+"): ("[^"]+"),?$/gm)].map((m) => [JSON.parse(m[1]!) as string, JSON.parse(m[2]!) as string]);
    const schemaOrder = ['limit-order', 'market', 'market-order', 'order', 'party', 'tree-node', 'unused-note', 'unused-note-1'];
    expect(routes).toEqual([...order.map((slug) => [slug, `operations/${slug}.json`]), ...schemaOrder.map((slug) => [slug, `schema-pages/${slug}.json`])]);
    for (const [, file] of routes) expect(files.has(file!), file).toBe(true);
    for (const file of data('schema-pages')) expect(() => SchemaPageFile.strict().parse(json(files, file)), file).not.toThrow();
    // The Schemas group is a module of its own, which a page's JavaScript loads only when it is opened:
    // the sidebar every page loads says only how many there are.
    expect([...files.get('schemaSidebar.ts')!.matchAll(/^ {4}"slug": "([^"]+)",$/gm)].map((m) => m[1])).toEqual(schemaOrder);
    expect(files.get('schemaSidebar.ts')).toContain(`import type { SchemaSidebar } from '../../../generator/normalize/model.ts';`);
    expect(files.get('sidebarGroups.ts')).toContain(`export const schemaCount: number = ${schemaOrder.length};`);
    expect(files.get('sidebarGroups.ts')).not.toContain('"name": "Market"');
    // So is every group's list of operations: the groups every page loads say only how many each has.
    const groups = SidebarGroups.parse(JSON.parse(/= (\[[^;]*\]);/.exec(files.get('sidebarGroups.ts')!)![1]!));
    expect(groups.reduce((total, group) => total + group.count, 0)).toBe(order.length);
    expect(files.get('sidebarGroups.ts')).not.toContain('"slug"');
  });

  it('gives every component schema a page, used or not, with its users, where they use it, and its example', async () => {
    const { files, model } = await generate(SPEC, GOLDEN);
    const page = (slug: string) => json(files, `schema-pages/${slug}.json`) as SchemaPageFile;
    expect(model.namedSchemas.map(({ key, slug }) => [key, slug])).toEqual(
      expect.arrayContaining([['unused-note', 'unused-note'], ['unused_note', 'unused-note-1'], ['Market', 'market'], ['TreeNode', 'tree-node']]),
    );
    expect(model.namedSchemas).toHaveLength(8);
    // Market: returned by one operation, sent by a webhook; Party through Market's allOf, by the same two.
    expect(page('market').usedBy).toEqual([
      { slug: 'market-closed', in: ['request'] },
      { slug: '获取市场', in: ['response'] },
    ]);
    expect(page('party').usedBy).toEqual(page('market').usedBy);
    // Order: the request body, the 201 and the callback of one operation.
    expect(page('order').usedBy).toEqual([{ slug: 'list-items', in: ['request', 'response', 'callback'] }]);
    expect(page('unused-note').usedBy).toEqual([]);
    // The spec's example when it gives one, else one built from the schema, nothing left out:
    // Market's write-only `secret` and read-only `id` are both in it.
    expect(page('market').example).toMatchObject({ generated: true, value: { id: 'm_1', secret: 'string' } });
    expect(page('unused-note-1').example).toEqual({ value: 'a', generated: true });
  });

  it('counts the users of a schema by their groups past USED_BY_LISTED, listing none', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'used-by-'));
    const ok = (name: string) => ({ '200': { description: 'OK', content: { 'application/json': { schema: { $ref: `#/components/schemas/${name}` } } } } });
    const paths: Record<string, unknown> = { '/other': { get: { operationId: 'other', tags: ['Beta'], responses: ok('Other') } } };
    for (let i = 0; i <= USED_BY_LISTED; i++) paths[`/things/${i}`] = { get: { operationId: `thing${i}`, tags: [i < 40 ? 'Alpha' : 'Beta'], responses: ok('Thing') } };
    const spec = path.join(dir, 'openapi.json');
    writeFileSync(spec, JSON.stringify({ openapi: '3.1.0', info: { title: 'Things', version: '1' }, paths, components: { schemas: { Thing: { type: 'object' }, Other: { type: 'string' } } } }));
    const { files } = await generate(spec, path.join(dir, 'out'));
    const page = (slug: string) => SchemaPageFile.parse(json(files, `schema-pages/${slug}.json`));
    // In sidebar order: Beta's first operation (/other) comes first in the document.
    expect(page('thing')).toMatchObject({ usedBy: [], usedByGroups: [{ group: 'Beta', count: USED_BY_LISTED + 1 - 40 }, { group: 'Alpha', count: 40 }] });
    expect(page('other').usedBy).toEqual([{ slug: 'other', in: ['response'] }]);
    expect(page('other').usedByGroups).toBeUndefined();
  });

  it('names the file of each schema once, in schema-files.json, and no file lists what an operation or a schema reaches', async () => {
    const { files, model } = await generate(SPEC, GOLDEN);
    // What each reaches is read by following the references (site/pages/api/readApiData.test.ts):
    // listed in each file, the data grew with the operations times what they reach (issue 32).
    expect(json(files, 'schema-files.json')).toEqual(Object.fromEntries(Object.keys(model.schemas).map((key) => [key, key])));
    for (const file of [...files.keys()].filter((name) => /^(operations|schema-pages)\//.test(name))) expect(json(files, file), file).not.toHaveProperty('schemas');
  });

  it('rewrites only the file of a shared schema whose description changed', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'bob-emit-'));
    cpSync(path.dirname(SPEC), dir, { recursive: true });
    const { files: before, model } = await generate(path.join(dir, 'openapi.yaml'), GOLDEN);
    const market = path.join(dir, 'schemas/Market.yaml');
    writeFileSync(market, readFileSync(market, 'utf8').replace('description: Who runs it', 'description: Who runs the market'));
    const after = (await generate(path.join(dir, 'openapi.yaml'), GOLDEN)).files;

    // Market is reached by two operations, and reaches Party: neither they nor Party change.
    const table = new Map(Object.entries(model.schemas));
    expect(model.operations.filter((operation) => 'Market' in reachableSchemas(operation, table))).toHaveLength(2);
    expect([...after.keys()]).toEqual([...before.keys()]);
    // And the bundled spec, which holds every line of it.
    expect([...after.keys()].filter((file) => after.get(file) !== before.get(file))).toEqual(['schemas/Market.json', 'openapi.json']);
  });

  it('writes a shared response once, each operation answering with it by its status and name', async () => {
    const { files, model } = await generate(SPEC, GOLDEN);
    const answering = [...files.keys()].filter((file) => file.startsWith('operations/') && 'NotFound' in (json(files, file) as OperationFile).responses);
    expect(answering.sort()).toEqual(['operations/list-items.json', 'operations/获取市场.json']);
    const listItems = json(files, 'operations/list-items.json') as OperationFile;
    expect(listItems.responses).toEqual({ NotFound: 'NotFound' });
    expect(listItems.operation.responses).toContainEqual({ status: '4XX', shared: 'NotFound' });
    // The file holds what the model holds for that response, but for status and name.
    const { status, shared, ...response } = model.operations.find((op) => op.slug === 'list-items')!.responses.find((r) => r.status === '4XX')!;
    expect([status, shared]).toEqual(['4XX', 'NotFound']);
    expect(json(files, 'responses/NotFound.json')).toEqual(response);
  });

  it('rewrites only the file of a shared response whose description changed', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'bob-emit-'));
    cpSync(path.dirname(SPEC), dir, { recursive: true });
    const spec = path.join(dir, 'openapi.yaml');
    const before = (await generate(spec, GOLDEN)).files;
    const source = readFileSync(spec, 'utf8');
    const edited = source.replace(/(\n {4}NotFound:\n {6}description: )(.*)/, '$1$2 (edited)');
    expect(edited).not.toBe(source);
    writeFileSync(spec, edited);
    const after = (await generate(spec, GOLDEN)).files;
    expect([...after.keys()].filter((file) => after.get(file) !== before.get(file))).toEqual(['responses/NotFound.json', 'openapi.json']);
  });
});
