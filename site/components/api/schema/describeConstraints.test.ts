import { describe, expect, it } from 'vitest';
import { describeConstraints } from './describeConstraints.ts';

describe('describeConstraints', () => {
  it('reads inclusive numeric bounds as a range', () => {
    expect(describeConstraints({ constraints: { minimum: 1, maximum: 168 } })).toEqual([{ kind: 'range', min: 1, max: 168 }]);
  });
  it('lists single and exclusive bounds, lower first', () => {
    expect(describeConstraints({ constraints: { minimum: 0 } })).toEqual([{ kind: 'minimum', value: 0 }]);
    expect(describeConstraints({ constraints: { maximum: 1, exclusiveMinimum: 0 } })).toEqual([
      { kind: 'exclusiveMinimum', value: 0 },
      { kind: 'maximum', value: 1 },
    ]);
    expect(describeConstraints({ constraints: { exclusiveMaximum: 100 } })).toEqual([{ kind: 'exclusiveMaximum', value: 100 }]);
  });
  it('reads multipleOf', () => {
    expect(describeConstraints({ constraints: { multipleOf: 0.01 } })).toEqual([{ kind: 'multipleOf', value: 0.01 }]);
  });
  it('reads lengths as a range, an exact count, or one bound', () => {
    expect(describeConstraints({ constraints: { minLength: 1, maxLength: 4000 } })).toEqual([{ kind: 'lengthRange', min: 1, max: 4000 }]);
    expect(describeConstraints({ constraints: { minLength: 26, maxLength: 26 } })).toEqual([{ kind: 'lengthExact', count: 26 }]);
    expect(describeConstraints({ constraints: { minLength: 3 } })).toEqual([{ kind: 'minLength', count: 3 }]);
    expect(describeConstraints({ constraints: { maxLength: 64 } })).toEqual([{ kind: 'maxLength', count: 64 }]);
    expect(describeConstraints({ constraints: { minLength: 0, maxLength: 10 } })).toEqual([{ kind: 'maxLength', count: 10 }]);
    expect(describeConstraints({ constraints: { minLength: 0 } })).toEqual([]);
  });
  it('reads item counts and uniqueness', () => {
    expect(describeConstraints({ constraints: { minItems: 1, maxItems: 10, uniqueItems: true } })).toEqual([
      { kind: 'itemsRange', min: 1, max: 10 },
      { kind: 'uniqueItems' },
    ]);
    expect(describeConstraints({ constraints: { minItems: 2, maxItems: 2 } })).toEqual([{ kind: 'itemsExact', count: 2 }]);
    expect(describeConstraints({ constraints: { minItems: 1 } })).toEqual([{ kind: 'minItems', count: 1 }]);
    expect(describeConstraints({ constraints: { maxItems: 100 } })).toEqual([{ kind: 'maxItems', count: 100 }]);
  });
  it('reads property counts', () => {
    expect(describeConstraints({ constraints: { minProperties: 1, maxProperties: 5 } })).toEqual([{ kind: 'propertiesRange', min: 1, max: 5 }]);
    expect(describeConstraints({ constraints: { minProperties: 1 } })).toEqual([{ kind: 'minProperties', count: 1 }]);
    expect(describeConstraints({ constraints: { maxProperties: 20 } })).toEqual([{ kind: 'maxProperties', count: 20 }]);
    expect(describeConstraints({ constraints: { minProperties: 3, maxProperties: 3 } })).toEqual([{ kind: 'propertiesExact', count: 3 }]);
  });
  it('lists the pattern, or every pattern of a merged schema', () => {
    expect(describeConstraints({ constraints: { pattern: '^a' } })).toEqual([{ kind: 'pattern', pattern: '^a' }]);
    expect(describeConstraints({ constraints: { pattern: '^a' }, patterns: ['^a', 'z$'] })).toEqual([
      { kind: 'pattern', pattern: '^a' },
      { kind: 'pattern', pattern: 'z$' },
    ]);
  });
  it('is empty without constraints', () => {
    expect(describeConstraints({})).toEqual([]);
  });
});
