import type { Constraints, SchemaNode, SchemaProperty } from '../../../../generator/normalize/model.ts';

/**
 * A schema after `allOf` is merged: one node, no `allOf`. `patterns` holds every pattern when the
 * parts had more than one (a string must match them all; `constraints.pattern` keeps the first).
 */
export type MergedSchema = Omit<SchemaNode, 'allOf'> & { patterns?: string[] };

const FIRST_WINS = ['title', 'description', 'format', 'contentMediaType', 'const', 'default', 'example', 'discriminator', 'not', 'oneOf', 'anyOf'] as const;
const LOWER_BOUNDS = ['minimum', 'exclusiveMinimum', 'minLength', 'minItems', 'minProperties'] as const;
const UPPER_BOUNDS = ['maximum', 'exclusiveMaximum', 'maxLength', 'maxItems', 'maxProperties'] as const;

/**
 * Two `allOf` parts as one schema that a value must satisfy for both: bounds tighten, required
 * marks and properties unite, flags add up. A property or `items` defined by both becomes an
 * `allOf` of the two, merged when it is rendered. Where two parts both have `oneOf`/`anyOf`, the
 * first part's are kept: their product would be unreadable, and specs do not write it.
 * `nullable` is left to the caller, since it depends on all parts at once.
 */
export function mergeTwo(a: MergedSchema, b: MergedSchema): MergedSchema {
  const merged: MergedSchema = {};
  for (const key of FIRST_WINS) {
    const value = a[key] !== undefined ? a[key] : b[key];
    if (value !== undefined) (merged as Record<string, unknown>)[key] = value;
  }
  const types = a.types && b.types ? intersectTypes(a.types, b.types) : (a.types ?? b.types);
  if (types) merged.types = types;
  const en = a.enum && b.enum ? a.enum.filter((v) => b.enum!.some((w) => JSON.stringify(w) === JSON.stringify(v))) : (a.enum ?? b.enum);
  if (en) merged.enum = en;
  if (a.enumDescriptions || b.enumDescriptions) merged.enumDescriptions = { ...b.enumDescriptions, ...a.enumDescriptions };
  for (const flag of ['readOnly', 'writeOnly', 'createOnly', 'deprecated'] as const) if (a[flag] || b[flag]) merged[flag] = true;

  const { constraints, patterns } = combineConstraints([withPatterns(a), withPatterns(b)]);
  if (constraints) merged.constraints = constraints;
  if (patterns.length > 1) merged.patterns = patterns;

  if (a.properties || b.properties) merged.properties = mergeProperties(a.properties ?? [], b.properties ?? []);
  const additional = mergeAdditional(a.additionalProperties, b.additionalProperties);
  if (additional !== undefined) merged.additionalProperties = additional;
  if (a.items && b.items) merged.items = { allOf: [a.items, b.items] };
  else if (a.items || b.items) merged.items = a.items ?? b.items;
  return merged;
}

type Types = NonNullable<SchemaNode['types']>;

/** The JSON types both parts allow (an integer is a number); a contradiction keeps the first's. */
function intersectTypes(a: Types, b: Types): Types {
  const both = a.flatMap((t): Types => (b.includes(t) ? [t] : (t === 'number' && b.includes('integer')) || (t === 'integer' && b.includes('number')) ? ['integer'] : []));
  return both.length ? [...new Set(both)] : a;
}

function withPatterns(s: MergedSchema): { constraints?: Constraints; patterns: string[] } {
  return { constraints: s.constraints, patterns: s.patterns ?? (s.constraints?.pattern !== undefined ? [s.constraints.pattern] : []) };
}

/** Constraints that must all hold, as the tightest single set, and every distinct pattern. */
export function combineConstraints(sets: { constraints?: Constraints; patterns: string[] }[]): { constraints?: Constraints; patterns: string[] } {
  const out: Constraints = {};
  const patterns: string[] = [];
  for (const { constraints: c, patterns: ps } of sets) {
    for (const p of ps) if (!patterns.includes(p)) patterns.push(p);
    if (!c) continue;
    for (const key of LOWER_BOUNDS) if (c[key] !== undefined) out[key] = out[key] === undefined ? c[key] : Math.max(out[key], c[key]);
    for (const key of UPPER_BOUNDS) if (c[key] !== undefined) out[key] = out[key] === undefined ? c[key] : Math.min(out[key], c[key]);
    if (c.uniqueItems) out.uniqueItems = true;
    if (c.multipleOf !== undefined) out.multipleOf = out.multipleOf === undefined ? c.multipleOf : leastCommonMultiple(out.multipleOf, c.multipleOf);
  }
  if (patterns[0] !== undefined) out.pattern = patterns[0];
  return { constraints: Object.keys(out).length ? out : undefined, patterns };
}

function leastCommonMultiple(a: number, b: number): number {
  if (!Number.isInteger(a) || !Number.isInteger(b)) return Math.max(a, b); // No exact answer for fractions; the larger step is the closer one.
  const gcd = (x: number, y: number): number => (y === 0 ? x : gcd(y, x % y));
  return (a / gcd(a, b)) * b;
}

function mergeProperties(a: SchemaProperty[], b: SchemaProperty[]): SchemaProperty[] {
  const byName = new Map<string, SchemaProperty>();
  for (const property of [...a, ...b]) {
    const seen = byName.get(property.name);
    byName.set(
      property.name,
      seen ? { name: property.name, required: seen.required || property.required, schema: { allOf: [seen.schema, property.schema] } } : property,
    );
  }
  return [...byName.values()];
}

function mergeAdditional(a: SchemaNode['additionalProperties'], b: SchemaNode['additionalProperties']): SchemaNode['additionalProperties'] {
  if (a === false || b === false) return false;
  if (typeof a === 'object' && typeof b === 'object') return { allOf: [a, b] };
  if (typeof a === 'object') return a;
  if (typeof b === 'object') return b;
  return a ?? b;
}
