import type { ConstraintView, CountKind } from './schemaView.ts';
import type { MergedSchema } from './mergeSchemas.ts';

type Counted = [min: number | undefined, max: number | undefined, exact: CountKind, range: 'lengthRange' | 'itemsRange' | 'propertiesRange', minKind: CountKind, maxKind: CountKind];

/**
 * A schema's constraints as readable statements: inclusive bounds on both sides become one range
 * ("from 1 to 168", "1 to 4000 characters"), equal bounds one exact count, the rest one each.
 */
export function describeConstraints(schema: MergedSchema): ConstraintView[] {
  const c = schema.constraints ?? {};
  const out: ConstraintView[] = [];
  if (c.minimum !== undefined && c.maximum !== undefined) {
    out.push({ kind: 'range', min: c.minimum, max: c.maximum });
    if (c.exclusiveMinimum !== undefined) out.push({ kind: 'exclusiveMinimum', value: c.exclusiveMinimum });
    if (c.exclusiveMaximum !== undefined) out.push({ kind: 'exclusiveMaximum', value: c.exclusiveMaximum });
  } else {
    // Lower bound, then upper: "greater than 0", "at most 1".
    if (c.minimum !== undefined) out.push({ kind: 'minimum', value: c.minimum });
    if (c.exclusiveMinimum !== undefined) out.push({ kind: 'exclusiveMinimum', value: c.exclusiveMinimum });
    if (c.maximum !== undefined) out.push({ kind: 'maximum', value: c.maximum });
    if (c.exclusiveMaximum !== undefined) out.push({ kind: 'exclusiveMaximum', value: c.exclusiveMaximum });
  }
  if (c.multipleOf !== undefined) out.push({ kind: 'multipleOf', value: c.multipleOf });

  const counted: Counted[] = [
    [c.minLength, c.maxLength, 'lengthExact', 'lengthRange', 'minLength', 'maxLength'],
    [c.minItems, c.maxItems, 'itemsExact', 'itemsRange', 'minItems', 'maxItems'],
    [c.minProperties, c.maxProperties, 'propertiesExact', 'propertiesRange', 'minProperties', 'maxProperties'],
  ];
  for (const [min, max, exact, range, minKind, maxKind] of counted) {
    // A minimum of 0 says nothing; alone it is left out.
    if (min !== undefined && max !== undefined) out.push(min === max ? { kind: exact, count: min } : min === 0 ? { kind: maxKind, count: max } : { kind: range, min, max });
    else if (min !== undefined && min > 0) out.push({ kind: minKind, count: min });
    else if (max !== undefined) out.push({ kind: maxKind, count: max });
  }
  if (c.uniqueItems) out.push({ kind: 'uniqueItems' });
  for (const pattern of schema.patterns ?? (c.pattern !== undefined ? [c.pattern] : [])) out.push({ kind: 'pattern', pattern });
  return out;
}
