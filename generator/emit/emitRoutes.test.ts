import { describe, expect, it } from 'vitest';
import { generate } from '../generate.ts';
import { compareOutput } from '../output/compareOutput.ts';
import { writeOutput } from '../output/writeOutput.ts';

// Golden files: the fixture spec's generated output is committed in tests/golden/market and
// compared with the same function `npm run check` uses. After an intended change to the
// output, refresh them with `UPDATE_GOLDEN=1 npx vitest run generator/emit`.
const SPEC = 'tests/fixtures/market/openapi.yaml';
const GOLDEN = 'tests/golden/market';

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

  it('emits one module per operation, the route table in sidebar order and typed imports', async () => {
    const { files } = await generate(SPEC, GOLDEN);
    expect([...files.keys()].filter((f) => f.startsWith('operations/'))).toHaveLength(9);
    const routes = files.get('routes.ts')!;
    const order = [...routes.matchAll(/^ {2}"([^"]+)":/gm)].map((m) => m[1]);
    expect(order).toEqual(['ping', 'ping-1', 'market-closed', '获取市场', 'remove-a-market', 'swap-30-sec', 'list-items', 'list-items-1', 'get-things-thing-id']);
    expect(routes).toContain(`import type { OperationPage } from '../../../generator/normalize/model.ts';`);
    expect(files.get('operations/ping.ts')).toContain(`from '../../../../generator/normalize/model.ts'`);
  });

  it('puts in each module exactly the schemas its references reach, cycles included', async () => {
    const { files } = await generate(SPEC, GOLDEN);
    const page = (slug: string) => {
      const source = files.get(`operations/${slug}.ts`)!;
      return JSON.parse(source.slice(source.indexOf('= {') + 2, source.lastIndexOf('};') + 1));
    };
    expect(Object.keys(page('list-items').schemas)).toEqual(['Order', 'LimitOrder', 'MarketOrder']);
    expect(Object.keys(page('list-items-1').schemas)).toEqual(['TreeNode']);
    expect(Object.keys(page('ping').schemas)).toEqual([]);
  });
});
