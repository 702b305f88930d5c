import type { MergedSchema } from './mergeSchemas.ts';

export interface TypeParts {
  /** The reference's name, when the node is a reference. */
  name?: string;
  /** The type of `items`, of `additionalProperties`, and the labels of the variants, as already described. */
  items?: string;
  additional?: string;
  variants?: string[];
}

/**
 * The type as a reader scans for it: the reference's name (`Room`), else the structure
 * (`string<date-time>`, `array<Room>`, `map<string, integer>`, `LimitOrder | MarketOrder`), then
 * ` | null` when null is allowed. A named scalar or array keeps its structure as `baseType`.
 */
export function describeType(schema: MergedSchema, parts: TypeParts): { type: string; baseType?: string } {
  const structure = structural(schema, parts);
  const withNull = (text: string) => (schema.nullable && text !== 'any' ? `${text} | null` : text);
  if (parts.name === undefined) return { type: withNull(structure) };
  return { type: withNull(parts.name), ...(structure !== 'object' && structure !== parts.name ? { baseType: structure } : {}) };
}

function structural(schema: MergedSchema, parts: TypeParts): string {
  if (parts.variants?.length) return [...new Set(parts.variants)].join(' | ');
  const types = schema.types ?? [];
  if (types.length) {
    return types
      .map((t) => (t === 'array' ? `array<${parts.items ?? 'any'}>` : t === 'object' ? objectType(schema, parts) : schema.format ? `${t}<${schema.format}>` : t))
      .join(' | ');
  }
  if (schema.properties || schema.additionalProperties !== undefined) return objectType(schema, parts);
  if (schema.items) return `array<${parts.items ?? 'any'}>`;
  const values = schema.const !== undefined ? [schema.const] : (schema.enum ?? []);
  if (values.length) return [...new Set(values.map(jsonType))].join(' | ');
  if (schema.format) return `string<${schema.format}>`;
  return 'any';
}

function objectType(schema: MergedSchema, parts: TypeParts): string {
  return !schema.properties?.length && parts.additional ? `map<string, ${parts.additional}>` : 'object';
}

function jsonType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}
