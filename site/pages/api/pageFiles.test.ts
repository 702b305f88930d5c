import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { jsonReader, pageFiles } from './pageFiles.ts';

// The fixture spec's generated data, committed as the generator's golden files.
const GOLDEN = 'tests/golden/market';
const at = (...files: string[]) => files.map((file) => path.join(GOLDEN, file));

describe('the files a page of the reference is made from', () => {
  it("are an operation's own, which file holds each schema, the schemas its references reach (shared responses' included) and its shared responses", () => {
    expect(pageFiles(GOLDEN, 'operations/list-items.json')).toEqual(
      at('operations/list-items.json', 'schema-files.json', 'schemas/Order.json', 'schemas/LimitOrder.json', 'schemas/MarketOrder.json', 'responses/NotFound.json'),
    );
    expect(pageFiles(GOLDEN, 'operations/list-items-1.json')).toEqual(at('operations/list-items-1.json', 'schema-files.json', 'schemas/TreeNode.json'));
  });

  it("are a named schema's own, which file holds each schema, and the schemas it reaches, its own first", () => {
    expect(pageFiles(GOLDEN, 'schema-pages/order.json')).toEqual(at('schema-pages/order.json', 'schema-files.json', 'schemas/Order.json', 'schemas/LimitOrder.json', 'schemas/MarketOrder.json'));
  });

  it('are found by a reader that parses each file once, for all the pages it serves', () => {
    const read = jsonReader();
    const order = path.join(GOLDEN, 'schemas/Order.json');
    expect(read(order)).toBe(read(order));
    expect(jsonReader()(order)).not.toBe(read(order));
  });
});
