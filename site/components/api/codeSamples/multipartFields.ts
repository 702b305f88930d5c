import type { MediaType, SchemaNode } from '../../../../generator/normalize/model.ts';

export interface MultipartField {
  name: string;
  /** True: `value` is the path of a local file to upload. */
  file: boolean;
  value: string;
  /** The file's name as sent (the path's last segment); empty for text fields. */
  filename: string;
}

/**
 * The parts of a multipart/form-data example. A property whose schema is binary (`format:
 * binary`, or a `contentMediaType` in 3.1) is a file: the example holds only a stand-in such as
 * "(binary PNG data)", so the sample uploads a local file named after the field instead. Arrays
 * are repeated fields; objects are sent as JSON text. `schemas` resolves `$ref`s (the page's
 * schema table); without it every field is text.
 */
export function multipartFields(media: MediaType, schemas: Record<string, SchemaNode>): MultipartField[] {
  const example = media.examples[0]?.value;
  if (example === null || typeof example !== 'object' || Array.isArray(example)) return [];
  const properties = propertiesOf(media.schema, schemas);
  return Object.entries(example).flatMap(([name, value]): MultipartField[] => {
    const schema = resolve(properties.get(name), schemas);
    if (isBinary(schema) || isBinary(resolve(schema?.items, schemas))) {
      const path = `path/to/${name}`;
      return [{ name, file: true, value: path, filename: name }];
    }
    const items: unknown[] = Array.isArray(value) ? value : [value];
    return items.map((item) => ({ name, file: false, value: typeof item === 'string' ? item : JSON.stringify(item) ?? '', filename: '' }));
  });
}

/** Whether a schema describes bytes rather than text: `format: binary`, or a `contentMediaType` (3.1). */
export function isBinary(schema: SchemaNode | undefined): boolean {
  return schema?.format === 'binary' || schema?.contentMediaType !== undefined;
}

/** A schema with its `$ref` chain followed (a circular chain ends at the first repeat). */
export function resolve(schema: SchemaNode | undefined, schemas: Record<string, SchemaNode>): SchemaNode | undefined {
  const seen = new Set<string>();
  while (schema?.ref && !seen.has(schema.ref)) {
    seen.add(schema.ref);
    schema = schemas[schema.ref] ?? schema;
  }
  return schema;
}

/** The properties of an object schema, its `allOf` members' included. */
function propertiesOf(schema: SchemaNode | undefined, schemas: Record<string, SchemaNode>, depth = 0): Map<string, SchemaNode> {
  const resolved = resolve(schema, schemas);
  const found = new Map<string, SchemaNode>();
  if (!resolved || depth > 8) return found;
  for (const member of resolved.allOf ?? []) for (const [name, property] of propertiesOf(member, schemas, depth + 1)) found.set(name, property);
  for (const property of resolved.properties ?? []) found.set(property.name, property.schema);
  return found;
}
