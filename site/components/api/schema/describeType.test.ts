import { describe, expect, it } from 'vitest';
import { describeType } from './describeType.ts';

describe('describeType', () => {
  it('shows scalars with their format', () => {
    expect(describeType({ types: ['string'], format: 'date-time' }, {})).toEqual({ type: 'string<date-time>' });
    expect(describeType({ types: ['integer'] }, {})).toEqual({ type: 'integer' });
    expect(describeType({ types: ['string', 'number'] }, {})).toEqual({ type: 'string | number' });
  });
  it('adds | null when nullable', () => {
    expect(describeType({ types: ['string'], nullable: true }, {})).toEqual({ type: 'string | null' });
    expect(describeType({ nullable: true }, { name: 'Room' })).toEqual({ type: 'Room | null', baseType: 'any' });
  });
  it('shows arrays with their item type, maps with their value type', () => {
    expect(describeType({ types: ['array'] }, { items: 'Room' })).toEqual({ type: 'array<Room>' });
    expect(describeType({ items: {} }, { items: 'string<uri>' })).toEqual({ type: 'array<string<uri>>' });
    expect(describeType({ types: ['object'], additionalProperties: { types: ['integer'] } }, { additional: 'integer' })).toEqual({ type: 'map<string, integer>' });
    expect(describeType({ types: ['object'], properties: [{ name: 'a', required: false, schema: {} }] }, { additional: 'integer' })).toEqual({ type: 'object' });
  });
  it('names a reference, keeping the structure of a non-object one', () => {
    expect(describeType({ types: ['object'], properties: [] }, { name: 'Room' })).toEqual({ type: 'Room' });
    expect(describeType({ types: ['string'], format: 'date-time' }, { name: 'Timestamp' })).toEqual({ type: 'Timestamp', baseType: 'string<date-time>' });
  });
  it('joins variant labels', () => {
    expect(describeType({ oneOf: [] }, { variants: ['LimitOrder', 'MarketOrder'] })).toEqual({ type: 'LimitOrder | MarketOrder' });
  });
  it('infers the type of const and enum values, and says any otherwise', () => {
    expect(describeType({ const: 'limit' }, {})).toEqual({ type: 'string' });
    expect(describeType({ enum: [1, 2.5] }, {})).toEqual({ type: 'integer | number' });
    expect(describeType({}, {})).toEqual({ type: 'any' });
    expect(describeType({ properties: [] }, {})).toEqual({ type: 'object' });
  });
});
