import { describe, expect, it } from 'vitest';
import { combineConstraints, mergeTwo } from './mergeSchemas.ts';

describe('combineConstraints', () => {
  it('keeps the tightest bound of each kind', () => {
    const { constraints } = combineConstraints([
      { constraints: { minimum: 1, maximum: 100, minLength: 2, maxLength: 50, minItems: 1, maxItems: 9, minProperties: 1, maxProperties: 8 }, patterns: [] },
      { constraints: { minimum: 5, maximum: 10, exclusiveMinimum: 0, exclusiveMaximum: 11, minLength: 3, maxLength: 40, minItems: 2, maxItems: 5, minProperties: 2, maxProperties: 4, uniqueItems: true }, patterns: [] },
    ]);
    expect(constraints).toEqual({
      minimum: 5, maximum: 10, exclusiveMinimum: 0, exclusiveMaximum: 11, minLength: 3, maxLength: 40, minItems: 2, maxItems: 5, minProperties: 2, maxProperties: 4, uniqueItems: true,
    });
  });
  it('keeps every distinct pattern, the first as `pattern`', () => {
    const result = combineConstraints([{ patterns: ['^a'] }, { patterns: ['^a', 'z$'] }]);
    expect(result.patterns).toEqual(['^a', 'z$']);
    expect(result.constraints).toEqual({ pattern: '^a' });
  });
  it('steps multipleOf to the least common multiple', () => {
    expect(combineConstraints([{ constraints: { multipleOf: 4 }, patterns: [] }, { constraints: { multipleOf: 6 }, patterns: [] }]).constraints).toEqual({ multipleOf: 12 });
  });
  it('is empty without constraints', () => {
    expect(combineConstraints([{ patterns: [] }])).toEqual({ constraints: undefined, patterns: [] });
  });
});

describe('mergeTwo', () => {
  it('unites properties and required marks, merging a property both define', () => {
    const merged = mergeTwo(
      { types: ['object'], properties: [{ name: 'a', required: true, schema: { types: ['string'] } }, { name: 'b', required: false, schema: { types: ['integer'] } }] },
      { properties: [{ name: 'b', required: true, schema: { constraints: { minimum: 0 } } }, { name: 'c', required: false, schema: {} }] },
    );
    expect(merged.properties?.map((p) => [p.name, p.required])).toEqual([['a', true], ['b', true], ['c', false]]);
    expect(merged.properties?.[1]?.schema).toEqual({ allOf: [{ types: ['integer'] }, { constraints: { minimum: 0 } }] });
    expect(merged.types).toEqual(['object']);
  });
  it('intersects types (integer within number) and enums', () => {
    expect(mergeTwo({ types: ['number', 'string'] }, { types: ['integer'] }).types).toEqual(['integer']);
    expect(mergeTwo({ enum: ['a', 'b', 'c'] }, { enum: ['b', 'c', 'd'] }).enum).toEqual(['b', 'c']);
  });
  it('keeps the first description and adds up flags', () => {
    const merged = mergeTwo({ description: 'first', readOnly: true }, { description: 'second', deprecated: true, writeOnly: false });
    expect(merged).toMatchObject({ description: 'first', readOnly: true, deprecated: true });
    expect(merged.writeOnly).toBeUndefined();
  });
  it('closes the object when either part does, and merges two additionalProperties schemas', () => {
    expect(mergeTwo({ additionalProperties: { types: ['string'] } }, { additionalProperties: false }).additionalProperties).toBe(false);
    expect(mergeTwo({ additionalProperties: { types: ['string'] } }, { additionalProperties: { format: 'uri' } }).additionalProperties).toEqual({
      allOf: [{ types: ['string'] }, { format: 'uri' }],
    });
  });
  it('merges two items schemas', () => {
    expect(mergeTwo({ items: { ref: 'A' } }, { items: { nullable: true } }).items).toEqual({ allOf: [{ ref: 'A' }, { nullable: true }] });
  });
});
