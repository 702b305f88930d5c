import { describe, expect, it } from 'vitest';
import { exampleFromSchema } from './exampleFromSchema.ts';
import type { SchemaNode } from './model.ts';

const none = new Map<string, SchemaNode>();

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
});
