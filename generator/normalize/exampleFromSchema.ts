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

/**
 * Which way the value goes: read-only properties are left out of requests and write-only ones out
 * of responses; a named schema's own page (`definition`, issue 34) shows it whole.
 */
export type ExampleUsage = 'request' | 'response' | 'definition';

/**
 * How far an example built from a schema goes. Schemas whose properties are other schemas, each
 * referring to several more (an office document's elements), have exponentially many paths:
 * twelve such elements with four children each made a 3.5 MB example per operation, sixteen
 * exhausted the heap. Nesting stops at `depth` levels (Redocly's samples stop at 8 too) and an
 * example holds at most `characters` of compact JSON (a string of `minLength: 1000000`, or the
 * spec's own example of a schema used many times, counts at its length): an example that would
 * be longer is built again one level shallower, until it fits, so every branch is cut at the same
 * depth. Each example is then bounded by a constant, and all of them together grow linearly with
 * the document.
 */
export const EXAMPLE_LIMITS = { depth: 8, characters: 4_000 } as const;

/** What stands where a branch was cut: a value a reader sees as left out, in any media type. */
export const ELIDED = '…';

export interface SchemaExample {
  value: unknown;
  /** True when a branch was cut at the depth limit (it reads {@link ELIDED}). */
  shortened: boolean;
}

/**
 * An example value built from a schema, for media types and parameters that have none in the
 * spec. Read-only properties are left out of requests and write-only ones out of responses. A
 * reference already being expanded is not expanded again, so circular schemas end; what lies
 * deeper than {@link EXAMPLE_LIMITS} allows is {@link ELIDED}.
 */
export function exampleFromSchema(node: SchemaNode, schemas: ReadonlyMap<string, SchemaNode>, usage: ExampleUsage): SchemaExample {
  for (let depth = EXAMPLE_LIMITS.depth; depth > 0; depth--) {
    const walk = new Walk(schemas, usage, depth, EXAMPLE_LIMITS.characters);
    try {
      return { value: walk.value(node, 0, new Set()), shortened: walk.shortened };
    } catch (error) {
      if (error !== OVER_BUDGET) throw error;
    }
  }
  // Longer than the budget in the node's own properties alone.
  return { value: ELIDED, shortened: true };
}

const OVER_BUDGET = Symbol('over budget');

/** One attempt at an example within a depth and a length; throws OVER_BUDGET past the length. */
class Walk {
  shortened = false;

  constructor(
    private readonly schemas: ReadonlyMap<string, SchemaNode>,
    private readonly usage: ExampleUsage,
    private readonly maxDepth: number,
    private left: number,
  ) {}

  value(node: SchemaNode, depth: number, expanding: ReadonlySet<string>): unknown {
    if (node.ref) {
      const target = this.schemas.get(node.ref);
      if (!target || expanding.has(node.ref)) return undefined;
      return this.selecting(node.ref, target, this.value(target, depth, new Set(expanding).add(node.ref)));
    }
    const given = [node.example, node.const, node.default, node.enum?.[0]].find((value) => value !== undefined);
    if (given !== undefined) return this.count(given, JSON.stringify(given)?.length ?? 1);

    const variant = node.oneOf?.[0] ?? node.anyOf?.[0];
    if (node.allOf?.length) {
      const parts = node.allOf.map((part) => this.value(part, depth, expanding));
      const own = node.properties ? this.object(node, depth, expanding) : undefined;
      return mergeExamples([...parts, own, variant && this.value(variant, depth, expanding)]);
    }
    if (variant) return this.value(variant, depth, expanding);

    const type = node.types?.[0] ?? (node.properties ? 'object' : node.items ? 'array' : undefined);
    switch (type) {
      case 'object':
        return this.object(node, depth, expanding);
      case 'array': {
        if (this.cut(depth)) return this.count(ELIDED);
        const item = node.items ? this.value(node.items, depth + 1, expanding) : undefined;
        return this.count(item === undefined ? [] : [item], 2);
      }
      case 'string':
        return this.count(stringExample(node));
      case 'integer':
      case 'number':
        return this.count(numberExample(node));
      case 'boolean':
        return this.count(true);
      default:
        return node.nullable ? this.count(null) : undefined;
    }
  }

  private object(node: SchemaNode, depth: number, expanding: ReadonlySet<string>): unknown {
    if (this.cut(depth)) return this.count(ELIDED);
    const result: Record<string, unknown> = {};
    for (const { name, schema } of node.properties ?? []) {
      const target = schema.ref ? this.schemas.get(schema.ref) : schema;
      const hidden =
        this.usage === 'request' ? schema.readOnly || target?.readOnly : this.usage === 'response' && (schema.writeOnly || target?.writeOnly);
      if (hidden) continue;
      const value = this.value(schema, depth + 1, expanding);
      if (value !== undefined) result[name] = value;
    }
    // The discriminator says which kind the example is, the first its mapping selects, unless the
    // spec gives the property a value of its own (a string property alone would read "string").
    const first = node.discriminator && Object.keys(node.discriminator.mapping ?? {})[0];
    if (first !== undefined && !this.givesValue(node.properties?.find((property) => property.name === node.discriminator!.propertyName)?.schema)) {
      result[node.discriminator!.propertyName] = this.count(first);
    }
    // Braces, and each key with its quotes, colon and comma (the values counted themselves).
    return this.count(result, Object.keys(result).reduce((length, key) => length + key.length + 4, 2));
  }

  /** Whether a schema (followed through a reference) gives a value of its own: an example, a constant, a default or allowed values. */
  private givesValue(node: SchemaNode | undefined): boolean {
    const target = node?.ref ? this.schemas.get(node.ref) : node;
    return target !== undefined && [target.example, target.const, target.default, target.enum?.[0]].some((value) => value !== undefined);
  }

  /**
   * A subtype's generated example as its own (`key` extends a base with `allOf`, directly or
   * through other subtypes, the base's discriminator mapping a value to it): that value, where
   * the base's part of the example took the base's first (or a subtype between them its own).
   */
  private selecting(key: string, target: SchemaNode, value: unknown): unknown {
    if (!target.allOf || target.example !== undefined || typeof value !== 'object' || value === null || Array.isArray(value)) return value;
    let own = value as Record<string, unknown>;
    for (const { discriminator } of this.ancestors(target)) {
      const selected = discriminator && Object.entries(discriminator.mapping ?? {}).find(([, mapped]) => mapped === key)?.[0];
      if (selected !== undefined) own = { ...own, [discriminator!.propertyName]: this.count(selected) };
    }
    return own;
  }

  /** The named schemas `node` extends with `allOf`, directly or through others, each once. */
  private ancestors(node: SchemaNode, seen = new Set<string>()): SchemaNode[] {
    return (node.allOf ?? []).flatMap((part) => {
      const parent = part.ref && !seen.has(part.ref) ? this.schemas.get(part.ref) : undefined;
      if (!parent) return [];
      seen.add(part.ref!);
      return [parent, ...this.ancestors(parent, seen)];
    });
  }

  /** Whether an object or array at `depth` is past the limit (and so stands as ELIDED). */
  private cut(depth: number): boolean {
    if (depth < this.maxDepth) return false;
    this.shortened = true;
    return true;
  }

  /** `value`, its `length` in compact JSON taken from what is left. */
  private count<T>(value: T, length = JSON.stringify(value).length): T {
    this.left -= length;
    if (this.left < 0) throw OVER_BUDGET;
    return value;
  }
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
