import { describe, expect, it } from 'vitest';
import type { OpenApiDocument } from '../load/index.ts';
import { normalizeSchema } from './normalizeSchema.ts';
import { createSchemaTable } from './schemaTable.ts';

const tableFor = (schemas: Record<string, unknown> = {}) =>
  createSchemaTable({ openapi: '3.1.0', info: { title: 't', version: '1' }, components: { schemas } } as OpenApiDocument);

describe('normalizeSchema', () => {
  it('reads 3.0 nullable and 3.1 type arrays the same way', () => {
    const table = tableFor();
    expect(normalizeSchema({ type: 'string', nullable: true }, table)).toEqual({ types: ['string'], nullable: true });
    expect(normalizeSchema({ type: ['string', 'null'] }, table)).toEqual({ types: ['string'], nullable: true });
    expect(normalizeSchema({ oneOf: [{ $ref: '#/components/schemas/A' }, { type: 'null' }] }, tableFor({ A: { type: 'string' } }))).toEqual({
      nullable: true,
      oneOf: [{ ref: 'A' }],
    });
  });

  it('maps 3.0 boolean exclusive bounds onto 3.1 numeric ones', () => {
    const table = tableFor();
    expect(normalizeSchema({ type: 'number', minimum: 0, exclusiveMinimum: true, maximum: 1 }, table).constraints).toEqual({
      exclusiveMinimum: 0,
      maximum: 1,
    });
    expect(normalizeSchema({ type: 'number', exclusiveMaximum: 10 }, table).constraints).toEqual({ exclusiveMaximum: 10 });
  });

  it('keeps enums, formats, constraints, read/write-only and required marks', () => {
    const node = normalizeSchema(
      {
        type: 'object',
        required: ['id'],
        properties: {
          id: { type: 'string', readOnly: true, pattern: '^u_' },
          password: { type: 'string', writeOnly: true, minLength: 8 },
          state: { type: 'string', enum: ['open', 'closed', null], default: 'open' },
          at: { type: 'string', format: 'date-time', examples: ['2024-01-01T00:00:00Z'] },
        },
        additionalProperties: false,
      },
      tableFor(),
    );
    expect(node.properties).toEqual([
      { name: 'id', required: true, schema: { types: ['string'], readOnly: true, constraints: { pattern: '^u_' } } },
      { name: 'password', required: false, schema: { types: ['string'], writeOnly: true, constraints: { minLength: 8 } } },
      { name: 'state', required: false, schema: { types: ['string'], enum: ['open', 'closed'], nullable: true, default: 'open' } },
      { name: 'at', required: false, schema: { types: ['string'], format: 'date-time', example: '2024-01-01T00:00:00Z' } },
    ]);
    expect(node.additionalProperties).toBe(false);
  });

  it('keeps circular references as references, normalizing each target once', () => {
    const table = tableFor({
      Node: { type: 'object', properties: { children: { type: 'array', items: { $ref: '#/components/schemas/Node' } } } },
    });
    expect(normalizeSchema({ $ref: '#/components/schemas/Node' }, table)).toEqual({ ref: 'Node' });
    expect(table.schemas.get('Node')).toEqual({
      types: ['object'],
      properties: [{ name: 'children', required: false, schema: { types: ['array'], items: { ref: 'Node' } } }],
    });
  });

  it('keeps mutual recursion finite', () => {
    const table = tableFor({
      A: { type: 'object', properties: { b: { $ref: '#/components/schemas/B' } } },
      B: { type: 'object', properties: { a: { $ref: '#/components/schemas/A' } } },
    });
    normalizeSchema({ $ref: '#/components/schemas/A' }, table);
    expect([...table.schemas.keys()]).toEqual(['A', 'B']);
    expect(JSON.stringify(table.schemas.get('B'))).toContain('"ref":"A"');
  });

  it('resolves discriminator mappings to table keys, whether refs or bare names', () => {
    const table = tableFor({ Cat: { type: 'object' }, Dog: { type: 'object' } });
    const node = normalizeSchema(
      {
        oneOf: [{ $ref: '#/components/schemas/Cat' }, { $ref: '#/components/schemas/Dog' }],
        discriminator: { propertyName: 'kind', mapping: { cat: '#/components/schemas/Cat', dog: 'Dog' } },
      },
      table,
    );
    expect(node.discriminator).toEqual({ propertyName: 'kind', mapping: { cat: 'Cat', dog: 'Dog' } });
  });

  it('keeps allOf and anyOf parts and 3.1 siblings of $ref', () => {
    const table = tableFor({ Base: { type: 'object' } });
    expect(normalizeSchema({ allOf: [{ $ref: '#/components/schemas/Base' }, { type: 'object' }] }, table)).toEqual({
      allOf: [{ ref: 'Base' }, { types: ['object'] }],
    });
    expect(normalizeSchema({ $ref: '#/components/schemas/Base', description: 'Here it means the owner' }, table)).toEqual({
      ref: 'Base',
      description: 'Here it means the owner',
    });
    expect(normalizeSchema({ anyOf: [{ type: 'string' }, { type: 'integer' }] }, table).anyOf).toHaveLength(2);
  });

  it('uses pointers as keys for references outside components/schemas', () => {
    const doc = {
      openapi: '3.1.0',
      info: { title: 't', version: '1' },
      paths: { '/a': { get: { responses: { 200: { content: { 'application/json': { schema: { type: 'integer' } } } } } } } },
    } as unknown as OpenApiDocument;
    const table = createSchemaTable(doc);
    const pointer = '#/paths/~1a/get/responses/200/content/application~1json/schema';
    expect(normalizeSchema({ $ref: pointer }, table)).toEqual({ ref: pointer });
    expect(table.schemas.get(pointer)).toEqual({ types: ['integer'] });
  });

  it('reads the idioms the loader lets through as their writers meant them', () => {
    const doc = { openapi: '3.1.0', info: { title: 't', version: '1' }, components: { examples: { One: { value: 1 } } } } as unknown as OpenApiDocument;
    const table = createSchemaTable(doc);
    // 3.0's map of named examples, with Example Objects, a $ref to one, or bare values.
    expect(normalizeSchema({ examples: { a: { value: 'x' }, b: { value: 'y' } } }, table).example).toBe('x');
    expect(normalizeSchema({ examples: { a: { $ref: '#/components/examples/One' } } }, table).example).toBe(1);
    expect(normalizeSchema({ examples: { a: 'x' } }, table).example).toBe('x');
    expect(normalizeSchema({ example: 'e', examples: ['x'] }, table).example).toBe('e');
    // `required: true` on a property; one value as `enum`; numbers as text.
    const node = normalizeSchema({ type: 'object', properties: { id: { type: 'string', required: true }, note: { required: false } } }, table);
    expect(node.properties!.map((p) => p.required)).toEqual([true, false]);
    expect(normalizeSchema({ enum: 'red' }, table).enum).toEqual(['red']);
    expect(normalizeSchema({ enum: { red: 1 } }, table)).not.toHaveProperty('enum');
    expect(normalizeSchema({ title: 2024, description: true }, table)).toEqual({ title: '2024', description: 'true' });
  });
});
