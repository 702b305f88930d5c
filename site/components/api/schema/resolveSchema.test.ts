import { describe, expect, it } from 'vitest';
import type { SchemaNode } from '../../../../generator/normalize/model.ts';
import { asSoleRef, mergeAllOf, overlay } from './resolveSchema.ts';

const none = new Set<string>();

describe('overlay', () => {
  it('lets the siblings of a ref override its target', () => {
    expect(overlay({ types: ['string'], description: 'target' }, { ref: 'T', description: 'use', readOnly: true })).toEqual({
      types: ['string'],
      description: 'use',
      readOnly: true,
    });
  });
});

describe('asSoleRef', () => {
  it('reads an annotated one-entry allOf / oneOf as a reference', () => {
    expect(asSoleRef({ description: 'd', nullable: true, allOf: [{ ref: 'Room' }] })).toEqual({ ref: 'Room', description: 'd', nullable: true });
    expect(asSoleRef({ nullable: true, oneOf: [{ ref: 'Decimal' }] })).toEqual({ ref: 'Decimal', nullable: true });
  });
  it('leaves real compositions alone', () => {
    const withProperties: SchemaNode = { allOf: [{ ref: 'A' }], properties: [] };
    expect(asSoleRef(withProperties)).toBe(withProperties);
    const discriminated: SchemaNode = { oneOf: [{ ref: 'A' }], discriminator: { propertyName: 'type' } };
    expect(asSoleRef(discriminated)).toBe(discriminated);
    const two: SchemaNode = { allOf: [{ ref: 'A' }, { ref: 'B' }] };
    expect(asSoleRef(two)).toBe(two);
  });
});

describe('mergeAllOf', () => {
  const schemas: Record<string, SchemaNode> = {
    Base: { types: ['object'], description: 'base', properties: [{ name: 'id', required: true, schema: { types: ['string'], readOnly: true } }] },
    Named: { allOf: [{ ref: 'Base' }, { properties: [{ name: 'name', required: false, schema: { types: ['string'], constraints: { maxLength: 40 } } }] }] },
  };

  it('merges nested refs into one object with the union of required marks', () => {
    const merged = mergeAllOf(
      {
        description: 'outer',
        allOf: [{ ref: 'Named' }, { properties: [{ name: 'name', required: true, schema: { constraints: { minLength: 1 } } }] }],
      },
      schemas,
      none,
    );
    expect(merged.description).toBe('outer');
    expect(merged.types).toEqual(['object']);
    expect(merged.properties?.map((p) => [p.name, p.required])).toEqual([['id', true], ['name', true]]);
    expect(mergeAllOf(merged.properties![1]!.schema, schemas, none).constraints).toEqual({ minLength: 1, maxLength: 40 });
    expect('allOf' in merged).toBe(false);
  });

  it('is nullable when the outer node says so or every part is', () => {
    expect(mergeAllOf({ nullable: true, allOf: [{ types: ['string'] }, { format: 'date' }] }, schemas, none).nullable).toBe(true);
    expect(mergeAllOf({ allOf: [{ types: ['string'], nullable: true }, { nullable: true }] }, schemas, none).nullable).toBe(true);
    expect(mergeAllOf({ allOf: [{ types: ['string'], nullable: true }, { format: 'date' }] }, schemas, none).nullable).toBeUndefined();
  });

  it('reads a one-entry oneOf without discriminator as one more part', () => {
    const merged = mergeAllOf({ description: 'price', nullable: true, oneOf: [{ types: ['string'], constraints: { pattern: '^\\d+$' } }] }, schemas, none);
    expect(merged).toEqual({ description: 'price', nullable: true, types: ['string'], constraints: { pattern: '^\\d+$' } });
  });

  it('stops on a schema that includes itself', () => {
    const loop: Record<string, SchemaNode> = { A: { allOf: [{ ref: 'A' }, { properties: [{ name: 'x', required: true, schema: {} }] }] } };
    expect(mergeAllOf(loop.A!, loop, none, 'A').properties?.map((p) => p.name)).toEqual(['x']);
  });

  it('lends a subtype its base properties but not the base list of subtypes', () => {
    const pets: Record<string, SchemaNode> = {
      Pet: {
        properties: [{ name: 'petType', required: true, schema: { types: ['string'] } }],
        oneOf: [{ ref: 'Cat' }, { ref: 'Dog' }],
        discriminator: { propertyName: 'petType' },
      },
      Cat: { allOf: [{ ref: 'Pet' }, { properties: [{ name: 'purrs', required: false, schema: { types: ['boolean'] } }] }] },
      Dog: { allOf: [{ ref: 'Pet' }] },
    };
    const cat = mergeAllOf(pets.Cat!, pets, none, 'Cat');
    expect(cat.properties?.map((p) => p.name)).toEqual(['petType', 'purrs']);
    expect(cat.oneOf).toBeUndefined();
    expect(cat.discriminator).toBeUndefined();
    // Shown inside Pet (Pet open on the path), Dog does not list Pet's subtypes again either.
    expect(mergeAllOf(pets.Dog!, pets, new Set(['Pet']), 'Dog').oneOf).toBeUndefined();
  });
});
