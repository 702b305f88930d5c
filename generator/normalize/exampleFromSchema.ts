import type { SchemaNode } from './model.ts';

const FORMAT_EXAMPLES: Record<string, unknown> = {
  'date-time': '2024-01-01T00:00:00Z',
  date: '2024-01-01',
  time: '00:00:00Z',
  email: 'user@example.com',
  uri: 'https://example.com',
  url: 'https://example.com',
  uuid: '3fa85f64-5717-4562-b3fc-2c963f66afa6',
  hostname: 'example.com',
  ipv4: '192.0.2.1',
  ipv6: '2001:db8::1',
  byte: 'U3dhZ2dlciByb2Nrcw==',
  binary: '<binary>',
  password: '********',
};

type Usage = 'request' | 'response';

/**
 * An example value built from a schema, for media types and parameters that have none in the
 * spec. Read-only properties are left out of requests and write-only ones out of responses. A
 * reference already being expanded is not expanded again, so circular schemas end.
 */
export function exampleFromSchema(
  node: SchemaNode,
  schemas: ReadonlyMap<string, SchemaNode>,
  usage: Usage,
  expanding: ReadonlySet<string> = new Set(),
): unknown {
  if (node.ref) {
    const target = schemas.get(node.ref);
    if (!target || expanding.has(node.ref)) return undefined;
    return exampleFromSchema(target, schemas, usage, new Set(expanding).add(node.ref));
  }
  if (node.example !== undefined) return node.example;
  if (node.const !== undefined) return node.const;
  if (node.default !== undefined) return node.default;
  if (node.enum?.length) return node.enum[0];

  const variant = node.oneOf?.[0] ?? node.anyOf?.[0];
  if (node.allOf?.length) {
    const parts = node.allOf.map((part) => exampleFromSchema(part, schemas, usage, expanding));
    const own = node.properties ? objectExample(node, schemas, usage, expanding) : undefined;
    return mergeExamples([...parts, own, variant && exampleFromSchema(variant, schemas, usage, expanding)]);
  }
  if (variant) return exampleFromSchema(variant, schemas, usage, expanding);

  const type = node.types?.[0] ?? (node.properties ? 'object' : node.items ? 'array' : undefined);
  switch (type) {
    case 'object':
      return objectExample(node, schemas, usage, expanding);
    case 'array': {
      const item = node.items ? exampleFromSchema(node.items, schemas, usage, expanding) : undefined;
      return item === undefined ? [] : [item];
    }
    case 'string':
      return stringExample(node);
    case 'integer':
    case 'number':
      return numberExample(node);
    case 'boolean':
      return true;
    default:
      return node.nullable ? null : undefined;
  }
}

function objectExample(node: SchemaNode, schemas: ReadonlyMap<string, SchemaNode>, usage: Usage, expanding: ReadonlySet<string>) {
  const result: Record<string, unknown> = {};
  for (const { name, schema } of node.properties ?? []) {
    const target = schema.ref ? schemas.get(schema.ref) : schema;
    const hidden = usage === 'request' ? schema.readOnly || target?.readOnly : schema.writeOnly || target?.writeOnly;
    if (hidden) continue;
    const value = exampleFromSchema(schema, schemas, usage, expanding);
    if (value !== undefined) result[name] = value;
  }
  if (node.discriminator && !(node.discriminator.propertyName in result)) {
    const first = Object.keys(node.discriminator.mapping ?? {})[0];
    if (first) result[node.discriminator.propertyName] = first;
  }
  return result;
}

function stringExample(node: SchemaNode): string {
  const fromFormat = node.format ? FORMAT_EXAMPLES[node.format] : undefined;
  if (typeof fromFormat === 'string') return fromFormat;
  const min = node.constraints?.minLength ?? 0;
  return min > 6 ? 'x'.repeat(min) : 'string';
}

function numberExample(node: SchemaNode): number {
  const c = node.constraints ?? {};
  if (c.minimum !== undefined) return c.minimum;
  if (c.exclusiveMinimum !== undefined) return c.exclusiveMinimum + (node.types?.includes('integer') ? 1 : 0.5);
  if (c.maximum !== undefined) return Math.min(0, c.maximum);
  return 0;
}

function mergeExamples(parts: unknown[]): unknown {
  const objects = parts.filter((p): p is Record<string, unknown> => typeof p === 'object' && p !== null && !Array.isArray(p));
  if (objects.length) return Object.assign({}, ...objects);
  return parts.find((p) => p !== undefined);
}
