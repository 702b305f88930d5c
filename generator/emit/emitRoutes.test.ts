import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { generate } from '../generate.ts';
import { compareOutput } from '../output/compareOutput.ts';
import { writeOutput } from '../output/writeOutput.ts';

// Golden files: the fixture spec's generated output is committed in tests/golden/market and
// compared with the same function `npm run check` uses. After an intended change to the
// output, refresh them with `UPDATE_GOLDEN=1 npx vitest run generator/emit`.
const SPEC = 'tests/fixtures/market/openapi.yaml';
const GOLDEN = 'tests/golden/market';

/** The object literal a generated module assigns (`const x: T = {…};`), as data. */
const literal = (source: string) => JSON.parse(source.slice(source.indexOf(' = {') + 3, source.indexOf('\n};\n') + 2));

describe('emitRoutes', () => {
  it('matches the golden files for the fixture spec', async () => {
    const { files } = await generate(SPEC, GOLDEN);
    if (process.env.UPDATE_GOLDEN) writeOutput(GOLDEN, files);
    expect(compareOutput(files, GOLDEN)).toEqual({ added: [], removed: [], changed: [] });
  });

  it('is deterministic', async () => {
    const first = await generate(SPEC, GOLDEN);
    const second = await generate(SPEC, GOLDEN);
    expect([...second.files]).toEqual([...first.files]);
  });

  it('emits one module per operation and per schema, the route table in sidebar order and typed imports', async () => {
    const { files, model } = await generate(SPEC, GOLDEN);
    expect([...files.keys()].filter((f) => f.startsWith('operations/'))).toHaveLength(9);
    expect([...files.keys()].filter((f) => f.startsWith('schemas/')).sort()).toEqual(Object.keys(model.schemas).map((key) => `schemas/${key}.ts`).sort());
    const routes = files.get('routes.ts')!;
    const order = [...routes.matchAll(/^ {2}"([^"]+)":/gm)].map((m) => m[1]);
    expect(order).toEqual(['ping', 'ping-1', 'market-closed', '获取市场', 'remove-a-market', 'swap-30-sec', 'list-items', 'list-items-1', 'get-things-thing-id']);
    expect(routes).toContain(`import type { OperationPage } from '../../../generator/normalize/model.ts';`);
    expect(files.get('operations/ping.ts')).toContain(`from '../../../../generator/normalize/model.ts'`);
    expect(files.get('schemas/Market.ts')).toContain(`import type { SchemaNode } from '../../../../generator/normalize/model.ts';`);
  });

  it('gives each module exactly the schemas its references reach, cycles included, each imported from its own module', async () => {
    const { files, model } = await generate(SPEC, GOLDEN);
    const schemasOf = (slug: string) => {
      const source = files.get(`operations/${slug}.ts`)!;
      const imports = new Map([...source.matchAll(/^import (\w+) from '\.\.\/(schemas\/[^']+)';$/gm)].map((m) => [m[1]!, m[2]!]));
      const entries = [...source.slice(source.indexOf('schemas: {')).matchAll(/^ {4}("[^"]+"): (\w+),$/gm)];
      return Object.fromEntries(entries.map((m) => [JSON.parse(m[1]!) as string, literal(files.get(imports.get(m[2]!)!)!)]));
    };
    expect(Object.keys(schemasOf('list-items'))).toEqual(['Order', 'LimitOrder', 'MarketOrder']);
    expect(schemasOf('list-items')).toEqual({ Order: model.schemas.Order, LimitOrder: model.schemas.LimitOrder, MarketOrder: model.schemas.MarketOrder });
    expect(Object.keys(schemasOf('list-items-1'))).toEqual(['TreeNode']);
    expect(Object.keys(schemasOf('ping'))).toEqual([]);
  });

  it('rewrites only the module of a shared schema whose description changed', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'bob-emit-'));
    cpSync(path.dirname(SPEC), dir, { recursive: true });
    const before = (await generate(path.join(dir, 'openapi.yaml'), GOLDEN)).files;
    const market = path.join(dir, 'schemas/Market.yaml');
    writeFileSync(market, readFileSync(market, 'utf8').replace('description: Who runs it', 'description: Who runs the market'));
    const after = (await generate(path.join(dir, 'openapi.yaml'), GOLDEN)).files;

    // Market is reached by two operations, and reaches Party: neither they nor Party change.
    expect([...before].filter(([, source]) => source.includes("from '../schemas/Market.ts'"))).toHaveLength(2);
    expect([...after.keys()]).toEqual([...before.keys()]);
    expect([...after.keys()].filter((file) => after.get(file) !== before.get(file))).toEqual(['schemas/Market.ts']);
  });

  it('writes a shared response once, each operation answering with it by its status and that module', async () => {
    const { files, model } = await generate(SPEC, GOLDEN);
    const notFound = literal(files.get('responses/NotFound.ts')!);
    const answering = [...files].filter(([, source]) => source.includes("import NotFound from '../responses/NotFound.ts';"));
    expect(answering.map(([file]) => file).sort()).toEqual(['operations/list-items.ts', 'operations/获取市场.ts']);
    expect(files.get('operations/list-items.ts')).toContain('{ "status": "4XX", ...NotFound }');
    // What the module spreads is what the model holds for that response, but for status and name.
    const { status, shared, ...response } = model.operations.find((op) => op.slug === 'list-items')!.responses.find((r) => r.status === '4XX')!;
    expect([status, shared]).toEqual(['4XX', 'NotFound']);
    expect(notFound).toEqual(response);
  });

  it('rewrites only the module of a shared response whose description changed', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'bob-emit-'));
    cpSync(path.dirname(SPEC), dir, { recursive: true });
    const spec = path.join(dir, 'openapi.yaml');
    const before = (await generate(spec, GOLDEN)).files;
    const source = readFileSync(spec, 'utf8');
    const edited = source.replace(/(\n {4}NotFound:\n {6}description: )(.*)/, '$1$2 (edited)');
    expect(edited).not.toBe(source);
    writeFileSync(spec, edited);
    const after = (await generate(spec, GOLDEN)).files;
    expect([...after.keys()].filter((file) => after.get(file) !== before.get(file))).toEqual(['responses/NotFound.ts']);
  });
});
