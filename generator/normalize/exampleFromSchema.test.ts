import { describe, expect, it } from 'vitest';
import { ELIDED, EXAMPLE_LIMITS, exampleFromSchema as sampled } from './exampleFromSchema.ts';
import type { SchemaNode } from './model.ts';

const none = new Map<string, SchemaNode>();
const exampleFromSchema = (...args: Parameters<typeof sampled>) => sampled(...args).value;

describe('exampleFromSchema', () => {
  it('prefers example, const, default and the first enum value', () => {
    expect(exampleFromSchema({ types: ['string'], example: 'x', default: 'y' }, none, 'response')).toBe('x');
    expect(exampleFromSchema({ const: 'limit' }, none, 'response')).toBe('limit');
    expect(exampleFromSchema({ types: ['integer'], default: 20 }, none, 'response')).toBe(20);
    expect(exampleFromSchema({ types: ['string'], enum: ['open', 'closed'] }, none, 'response')).toBe('open');
  });

  it('builds values from types, formats and bounds', () => {
    expect(exampleFromSchema({ types: ['string'], format: 'date-time' }, none, 'response')).toBe('2024-01-01T00:00:00Z');
    expect(exampleFromSchema({ types: ['integer'], constraints: { minimum: 5 } }, none, 'response')).toBe(5);
    expect(exampleFromSchema({ types: ['integer'], constraints: { exclusiveMinimum: 5 } }, none, 'response')).toBe(6);
    expect(exampleFromSchema({ types: ['array'], items: { types: ['boolean'] } }, none, 'response')).toEqual([true]);
  });

  it('leaves read-only fields out of requests and write-only fields out of responses', () => {
    const user: SchemaNode = {
      types: ['object'],
      properties: [
        { name: 'id', required: true, schema: { types: ['string'], readOnly: true, example: 'u_1' } },
        { name: 'password', required: true, schema: { types: ['string'], writeOnly: true, example: 'secret' } },
      ],
    };
    expect(exampleFromSchema(user, none, 'request')).toEqual({ password: 'secret' });
    expect(exampleFromSchema(user, none, 'response')).toEqual({ id: 'u_1' });
  });

  it('merges allOf parts and picks the first oneOf variant', () => {
    const schemas = new Map<string, SchemaNode>([['Base', { types: ['object'], properties: [{ name: 'id', required: true, schema: { example: 1 } }] }]]);
    const merged = { allOf: [{ ref: 'Base' }, { types: ['object'], properties: [{ name: 'name', required: true, schema: { example: 'n' } }] }] } as SchemaNode;
    expect(exampleFromSchema(merged, schemas, 'response')).toEqual({ id: 1, name: 'n' });
    expect(exampleFromSchema({ oneOf: [{ types: ['string'], example: 'a' }, { types: ['integer'] }] }, none, 'response')).toBe('a');
  });

  it('stops at a reference already being expanded', () => {
    const schemas = new Map<string, SchemaNode>([
      [
        'Node',
        {
          types: ['object'],
          properties: [
            { name: 'label', required: true, schema: { types: ['string'], example: 'root' } },
            { name: 'children', required: false, schema: { types: ['array'], items: { ref: 'Node' } } },
          ],
        },
      ],
    ]);
    expect(exampleFromSchema({ ref: 'Node' }, schemas, 'response')).toEqual({ label: 'root', children: [] });
  });

  it('cuts an example whose schemas refer to each other many levels deep, every branch at one depth', () => {
    // Twelve elements, each holding four others (cycles included): ~4^11 paths unbounded.
    const elements = new Map<string, SchemaNode>();
    for (let i = 0; i < 12; i++) {
      const children = [1, 2, 3, 4].map((k) => ({ name: `child${k}`, required: false, schema: { ref: `E${(i + k) % 12}` } }));
      elements.set(`E${i}`, { types: ['object'], properties: [{ name: 'id', required: true, schema: { types: ['string'] } }, ...children] });
    }
    const { value, shortened } = sampled({ ref: 'E0' }, elements, 'response');
    expect(shortened).toBe(true);
    const depths = new Set<number>();
    const walk = (v: unknown, depth: number) => {
      if (v === ELIDED) depths.add(depth);
      if (v && typeof v === 'object') for (const child of Object.values(v)) walk(child, depth + 1);
    };
    walk(value, 0);
    expect(depths.size).toBe(1); // Cut at the same depth everywhere.
    expect(JSON.stringify(value).length).toBeLessThanOrEqual(EXAMPLE_LIMITS.characters);
  });

  it('keeps a deep but narrow example whole up to the depth limit', () => {
    const chain = new Map<string, SchemaNode>();
    for (let i = 0; i < 20; i++) chain.set(`L${i}`, { types: ['object'], properties: [{ name: 'next', required: false, schema: { ref: `L${i + 1}` } }] });
    const { value, shortened } = sampled({ ref: 'L0' }, chain, 'response');
    expect(shortened).toBe(true);
    let node = value as Record<string, unknown>;
    for (let i = 0; i < EXAMPLE_LIMITS.depth; i++) node = node.next as Record<string, unknown>;
    expect(node).toBe(ELIDED);
    expect(sampled({ ref: 'L15' }, chain, 'response').shortened).toBe(false); // L20 is no schema: the chain ends.
  });

  it('counts long strings and the spec\'s own examples at their length', () => {
    // A 196-byte document once wrote a megabyte: `'x'.repeat(minLength)` counted as one value.
    expect(sampled({ types: ['string'], constraints: { minLength: 1_000_000 } }, none, 'response')).toEqual({ value: ELIDED, shortened: true });
    const long = { example: 'y'.repeat(2_000) };
    const many: SchemaNode = { types: ['object'], properties: [1, 2, 3, 4, 5, 6, 7, 8].map((i) => ({ name: `p${i}`, required: true, schema: long })) };
    const { value } = sampled({ types: ['array'], items: many }, none, 'response');
    expect(JSON.stringify(value).length).toBeLessThanOrEqual(EXAMPLE_LIMITS.characters);
    expect(value).toEqual([ELIDED]); // Its one object is longer than the budget even one level down.
  });

  it('says nothing was cut when nothing was', () => {
    expect(sampled({ types: ['array'], items: { types: ['boolean'] } }, none, 'response')).toEqual({ value: [true], shortened: false });
  });
});
