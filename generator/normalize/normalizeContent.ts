import { dereference, isRef, unescapeSegment } from './dereference.ts';
import { exampleFromSchema, type ExampleUsage } from './exampleFromSchema.ts';
import type { Example, Header, MediaType, RequestBody, Response, SchemaNode } from './model.ts';
import { normalizeSchema } from './normalizeSchema.ts';
import { normalizeLinks } from './responseLinks.ts';
import { isXml, xmlExample } from './xmlExample.ts';
import type { SchemaTable } from './schemaTable.ts';
import { text } from './text.ts';

type Loose = Record<string, unknown>;
type Usage = Exclude<ExampleUsage, 'definition'>;

/**
 * Examples as the spec gives them: named `examples` (each possibly a $ref), else a single
 * `example`, else the schema's own example, else one generated from the schema. A named example
 * with neither `value` nor `externalValue` shows nothing (GitHub's description has a few that
 * hold only a summary), so it is not one.
 */
export function normalizeExamples(holder: Loose, schema: SchemaNode | undefined, table: SchemaTable, usage: ExampleUsage): Example[] {
  if (holder.examples && typeof holder.examples === 'object' && !Array.isArray(holder.examples)) {
    const named = Object.entries(holder.examples as Loose).flatMap(([name, raw]) => {
      const ex = dereference<Loose>(table.doc, raw);
      const example: Example = { name, value: meantValue(table, ex.value) ?? ex.externalValue };
      if (example.value === undefined) return [];
      const [summary, description] = [text(ex.summary), text(ex.description)];
      if (summary !== undefined) example.summary = summary;
      if (description !== undefined) example.description = description;
      return [example];
    });
    if (named.length) return named;
  }
  if (holder.example !== undefined) return [{ value: holder.example }];
  if (!schema) return [];
  const { value, shortened } = exampleFromSchema(schema, table.schemas, usage);
  if (value === undefined) return [];
  const fromSpec = schema.example !== undefined || (schema.ref && table.schemas.get(schema.ref)?.example !== undefined);
  return [fromSpec ? { value } : { value, generated: true, ...(shortened ? { shortened } : {}) }];
}

/**
 * An example's value as its writer meant it. OpenAPI never resolves a `$ref` inside a value, but
 * GitHub's description writes 23 values, or parts of them, as `{ $ref: '#/components/examples/…' }`,
 * which showed as that object: anywhere in a value, an object that is nothing but a reference to
 * a named example is that example's value (a reference back to one being read stays as written).
 */
function meantValue(table: SchemaTable, value: unknown, reading: ReadonlySet<string> = new Set()): unknown {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) return value.map((item) => meantValue(table, item, reading));
  if (isRef(value) && Object.keys(value).length === 1 && value.$ref.startsWith('#/components/examples/') && !reading.has(value.$ref)) {
    try {
      const named = dereference<Loose>(table.doc, value);
      if (named.value !== undefined) return meantValue(table, named.value, new Set([...reading, value.$ref]));
    } catch {
      // A reference to nothing: the value is what is written.
    }
    return value;
  }
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, meantValue(table, item, reading)]));
}

export function normalizeContent(content: unknown, table: SchemaTable, usage: Usage): MediaType[] {
  if (!content || typeof content !== 'object') return [];
  return Object.entries(content as Loose).map(([mediaType, raw]) => {
    const media = (raw ?? {}) as Loose;
    const schema = media.schema === undefined ? undefined : normalizeSchema(media.schema, table);
    const examples = normalizeExamples(media, schema, table, usage);
    // An XML body's example as XML: what the spec wrote as text stays as written.
    const result: MediaType = {
      mediaType,
      examples: schema && isXml(mediaType) ? examples.map((example) => (typeof example.value === 'string' ? example : { ...example, value: xmlExample(example.value, schema, table.schemas) })) : examples,
    };
    if (schema) result.schema = schema;
    return result;
  });
}

export function normalizeRequestBody(raw: unknown, table: SchemaTable): RequestBody | undefined {
  if (raw === undefined) return undefined;
  const body = dereference<Loose>(table.doc, raw);
  const result: RequestBody = { required: body.required === true, content: normalizeContent(body.content, table, 'request') };
  const description = text(body.description);
  if (description !== undefined) result.description = description;
  return result;
}

/** A reference to a response of the document's components: `#/components/responses/<name>`. */
const SHARED_RESPONSE = /^#\/components\/responses\/([^/]+)$/;

export function normalizeResponses(raw: unknown, table: SchemaTable): Response[] {
  if (!raw || typeof raw !== 'object') return [];
  return Object.entries(raw as Loose).map(([status, value]) => {
    const response = dereference<Loose>(table.doc, value);
    const shared = isRef(value) ? SHARED_RESPONSE.exec(value.$ref)?.[1] : undefined;
    const links = normalizeLinks(response.links, table.doc);
    return {
      status,
      description: text(response.description) ?? '',
      headers: normalizeHeaders(response.headers, table),
      content: normalizeContent(response.content, table, 'response'),
      ...(links ? { links } : {}),
      ...(shared !== undefined ? { shared: unescapeSegment(shared) } : {}),
    };
  });
}

function normalizeHeaders(raw: unknown, table: SchemaTable): Header[] {
  if (!raw || typeof raw !== 'object') return [];
  return Object.entries(raw as Loose).map(([name, value]) => {
    const header = dereference<Loose>(table.doc, value);
    const result: Header = { name, required: header.required === true };
    const description = text(header.description);
    if (description !== undefined) result.description = description;
    if (header.deprecated === true) result.deprecated = true;
    const schema = header.schema ?? firstMediaSchema(header.content);
    if (schema !== undefined) result.schema = normalizeSchema(schema, table);
    return result;
  });
}

/** Parameters and headers may carry `content` with one media type instead of `schema`. */
export function firstMediaSchema(content: unknown): unknown {
  if (!content || typeof content !== 'object') return undefined;
  const first = Object.values(content as Loose)[0] as Loose | undefined;
  return first?.schema;
}
