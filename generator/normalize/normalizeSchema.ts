import { readExternalDocs } from './externalDocs.ts';
import { componentPointer, dereference, isRef, resolvePointer } from './dereference.ts';
import { implicitSubtypes } from './implicitMapping.ts';
import type { Constraints, SchemaNode } from './model.ts';
import { schemaKey, type SchemaTable } from './schemaTable.ts';
import { text } from './text.ts';

type Loose = Record<string, unknown>;
const TYPES = new Set(['string', 'number', 'integer', 'boolean', 'object', 'array']);
const CONSTRAINT_KEYS = [
  'minimum', 'maximum', 'multipleOf', 'minLength', 'maxLength', 'pattern', 'minItems', 'maxItems',
  'uniqueItems', 'minProperties', 'maxProperties',
] as const;

/**
 * An OpenAPI 3.0 or 3.1 schema as a {@link SchemaNode}. `$ref`s become `{ ref }` nodes and their
 * targets are normalized once into the table, which is what keeps circular schemas finite.
 * 3.0's `nullable` and boolean `exclusiveMinimum` and 3.1's type arrays and `examples` all map
 * onto the same fields, in either version's documents; so do the idioms the loader lets through
 * with a warning (load/tolerated.ts): `examples` as a map of named examples, `required: true` on
 * a property, a single value as `enum`, a number as `description`, `allOf` as a map, a `type`
 * that names no type (any value).
 */
export function normalizeSchema(raw: unknown, table: SchemaTable): SchemaNode {
  if (typeof raw !== 'object' || raw === null) return {}; // `true` / `{}`: any value.
  const s = raw as Loose;
  if (isRef(s)) return normalizeRef(s.$ref, s, table);

  const node: SchemaNode = {};
  const types = typeList(s.type);
  if (types.nullable || s.nullable === true) node.nullable = true;
  if (types.list.length) node.types = types.list as NonNullable<SchemaNode['types']>;
  copyStrings(s, node, ['title', 'description', 'format', 'contentMediaType']);
  const allowed = Array.isArray(s.enum) ? s.enum : s.enum === undefined || typeof s.enum === 'object' ? undefined : [s.enum];
  if (allowed) {
    node.enum = allowed.filter((v) => v !== null);
    if (allowed.includes(null)) node.nullable = true;
    const described = enumDescriptions(s, allowed);
    if (described) node.enumDescriptions = described;
  }
  if ('const' in s) node.const = s.const;
  if ('default' in s) node.default = s.default;
  const example = 'example' in s ? s.example : firstExample(s.examples, table);
  if (example !== undefined) node.example = example;
  for (const flag of ['readOnly', 'writeOnly', 'deprecated'] as const) if (s[flag] === true) node[flag] = true;
  Object.assign(node, azureMutability(s['x-ms-mutability']));
  const externalDocs = readExternalDocs(s.externalDocs);
  if (externalDocs) node.externalDocs = externalDocs;
  const xml = readXml(s.xml);
  if (xml) node.xml = xml;

  const constraints = normalizeConstraints(s);
  if (constraints) node.constraints = constraints;

  if (typeof s.properties === 'object' && s.properties !== null) {
    const required = new Set(Array.isArray(s.required) ? (s.required as string[]) : []);
    node.properties = Object.entries(s.properties as Loose).map(([name, child]) => ({
      name,
      // `required: true` on the property itself is how 3.0 writers often say it.
      required: required.has(name) || (typeof child === 'object' && child !== null && (child as Loose).required === true),
      schema: normalizeSchema(child, table),
    }));
  }
  if (typeof s.additionalProperties === 'boolean') node.additionalProperties = s.additionalProperties;
  else if (typeof s.additionalProperties === 'object' && s.additionalProperties !== null)
    node.additionalProperties = normalizeSchema(s.additionalProperties, table);
  if ('items' in s && !Array.isArray(s.items)) node.items = normalizeSchema(s.items, table);

  for (const key of ['allOf', 'oneOf', 'anyOf'] as const) {
    // A map is read as the list of its values (load/tolerated.ts).
    const list = Array.isArray(s[key]) ? (s[key] as unknown[]) : typeof s[key] === 'object' && s[key] !== null ? Object.values(s[key]) : undefined;
    if (!list) continue;
    // 3.1 writes "nullable" as oneOf [X, {type: 'null'}]: keep X and mark the node nullable.
    const nonNull = list.filter((v) => !isNullSchema(v));
    if (nonNull.length < list.length) node.nullable = true;
    if (nonNull.length) node[key] = nonNull.map((child) => normalizeSchema(child, table));
  }
  if ('not' in s) node.not = normalizeSchema(s.not, table);

  const discriminator = s.discriminator as { propertyName?: unknown; mapping?: Record<string, string> } | undefined;
  if (discriminator && typeof discriminator.propertyName === 'string') {
    node.discriminator = { propertyName: discriminator.propertyName };
    const entries = Object.entries(discriminator.mapping ?? {}).flatMap(([value, target]): [string, string][] => {
      const key = mappingKey(target, table);
      return key === undefined ? [] : [[value, key]];
    });
    // Without variants, the schemas that extend this one with allOf are what it selects between;
    // the explicit mapping first (a value or a schema it names is not mapped again).
    if (!s.oneOf && !s.anyOf) {
      const values = new Set(entries.map(([value]) => value));
      const mapped = new Set(entries.map(([, key]) => key));
      for (const [value, name] of implicitSubtypes(table.doc, s)) {
        const key = values.has(value) ? undefined : mappingKey(componentPointer(name), table);
        if (key === undefined || mapped.has(key)) continue;
        entries.push([value, key]);
        values.add(value);
        mapped.add(key);
      }
    }
    // Built from entries: a value named `__proto__` is a key like any other.
    if (discriminator.mapping || entries.length > 0) node.discriminator.mapping = Object.fromEntries(entries);
  }
  return node;
}

/**
 * Azure's `x-ms-mutability` (134 of APIs.guru's descriptions): when a property may be sent and
 * whether it comes back. Never read back (`[create, update]`) is write-only, only read is
 * read-only, and set on creation but never updated (`[create, read]`) is a flag of its own.
 */
function azureMutability(raw: unknown): Pick<SchemaNode, 'readOnly' | 'writeOnly' | 'createOnly'> {
  if (!Array.isArray(raw) || raw.length === 0) return {};
  const can = new Set(raw.map(String));
  if (!can.has('read')) return { writeOnly: true };
  if (can.size === 1) return { readOnly: true };
  return can.has('create') && !can.has('update') ? { createOnly: true } : {};
}

/** OpenAPI's XML Object, its fields that have their type (none: nothing). */
function readXml(raw: unknown): SchemaNode['xml'] {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const x = raw as Loose;
  const xml: NonNullable<SchemaNode['xml']> = {};
  for (const key of ['name', 'namespace', 'prefix'] as const) {
    const value = text(x[key])?.trim();
    if (value) xml[key] = value;
  }
  for (const flag of ['attribute', 'wrapped'] as const) if (x[flag] === true) xml[flag] = true;
  return Object.keys(xml).length > 0 ? xml : undefined;
}

/**
 * The descriptions of a schema's allowed values that its vendor extensions give, by each value's
 * JSON text: Azure's `x-ms-enum` (`values: [{ value, description }]`, in 475 of APIs.guru's 2,639
 * descriptions), Redoc's `x-enumDescriptions` (value → description) and `x-enum-descriptions` (a
 * list in the order of `enum`). Only values the schema allows, only descriptions with text.
 */
function enumDescriptions(s: Loose, allowed: unknown[]): Record<string, string> | undefined {
  const described: Record<string, string> = {};
  const allowedKeys = new Set(allowed.map((value) => JSON.stringify(value)));
  const add = (value: unknown, description: unknown) => {
    const words = text(description)?.trim();
    const key = JSON.stringify(value);
    if (words && allowedKeys.has(key)) described[key] ??= words;
  };
  const azure = s['x-ms-enum'];
  if (typeof azure === 'object' && azure !== null && Array.isArray((azure as Loose).values)) {
    for (const entry of (azure as Loose).values as unknown[]) if (typeof entry === 'object' && entry !== null) add((entry as Loose).value, (entry as Loose).description);
  }
  const redoc = s['x-enumDescriptions'];
  if (typeof redoc === 'object' && redoc !== null && !Array.isArray(redoc)) {
    // Its keys are text: each allowed value is looked up as written (`1` for the number 1).
    for (const value of allowed) add(value, (redoc as Loose)[String(value)]);
  }
  const list = s['x-enum-descriptions'];
  if (Array.isArray(list)) for (const [i, value] of allowed.entries()) add(value, list[i]);
  return Object.keys(described).length > 0 ? described : undefined;
}

function normalizeRef(ref: string, siblings: Loose, table: SchemaTable): SchemaNode {
  const key = schemaKey(ref);
  if (!table.schemas.has(key)) {
    table.schemas.set(key, {}); // Claimed before descending: a cycle back to it stops here.
    table.schemas.set(key, normalizeSchema(resolvePointer(table.doc, ref), table));
  }
  const node: SchemaNode = { ref: key };
  // 3.1 allows siblings next to $ref; a description there describes this use of the schema.
  copyStrings(siblings, node, ['description', 'title']);
  if (siblings.readOnly === true) node.readOnly = true;
  if (siblings.writeOnly === true) node.writeOnly = true;
  if (siblings.deprecated === true) node.deprecated = true;
  Object.assign(node, azureMutability(siblings['x-ms-mutability']));
  return node;
}

/**
 * A mapping value is a $ref or a bare component name (OpenAPI 3.0). A name no component has is
 * left out: the loader has warned of it, and the variants still show without it.
 */
function mappingKey(target: string, table: SchemaTable): string | undefined {
  if (!target.startsWith('#') && !Object.hasOwn(table.doc.components?.schemas ?? {}, target)) return undefined;
  const ref = target.startsWith('#') ? target : `#/components/schemas/${target}`;
  if (!resolves(table.doc, ref)) return undefined; // Warned of by the loader (tolerated.ts).
  return normalizeRef(ref, {}, table).ref!;
}

function resolves(doc: SchemaTable['doc'], ref: string): boolean {
  try {
    resolvePointer(doc, ref);
    return true;
  } catch {
    return false;
  }
}

/**
 * 3.1's `examples` is a list; 3.0 writers give a map of named examples (`{ foo: { value: 1 } }`
 * or `{ foo: 1 }`), of which the first one's value is shown.
 */
function firstExample(examples: unknown, table: SchemaTable): unknown {
  if (Array.isArray(examples)) return examples[0];
  if (typeof examples !== 'object' || examples === null) return undefined;
  const first = dereference<unknown>(table.doc, Object.values(examples)[0]);
  return typeof first === 'object' && first !== null && 'value' in first ? first.value : first;
}

function typeList(type: unknown): { list: string[]; nullable: boolean } {
  const all = Array.isArray(type) ? type : typeof type === 'string' ? [type] : [];
  return { list: all.filter((t) => TYPES.has(t)), nullable: all.includes('null') };
}

const isNullSchema = (v: unknown) => typeof v === 'object' && v !== null && (v as Loose).type === 'null';

function normalizeConstraints(s: Loose): Constraints | undefined {
  const c: Constraints = {};
  for (const key of CONSTRAINT_KEYS) if (s[key] !== undefined) (c as Loose)[key] = key === 'pattern' ? text(s[key]) : s[key];
  // 3.0: exclusiveMinimum is a flag on minimum; 3.1: it is the bound itself.
  for (const [exclusive, bound] of [['exclusiveMinimum', 'minimum'], ['exclusiveMaximum', 'maximum']] as const) {
    if (typeof s[exclusive] === 'number') c[exclusive] = s[exclusive];
    else if (s[exclusive] === true && typeof s[bound] === 'number') {
      c[exclusive] = s[bound];
      delete c[bound];
    }
  }
  return Object.keys(c).length ? c : undefined;
}

function copyStrings<K extends 'title' | 'description' | 'format' | 'contentMediaType'>(from: Loose, to: SchemaNode, keys: K[]) {
  for (const key of keys) {
    const value = text(from[key]);
    if (value !== undefined) to[key] = value;
  }
}
