import { dereference } from './dereference.ts';
import { ParameterLocation, type Operation, type Parameter } from './model.ts';
import { firstMediaSchema, normalizeExamples } from './normalizeContent.ts';
import { normalizeSchema } from './normalizeSchema.ts';
import type { SchemaTable } from './schemaTable.ts';
import { text } from './text.ts';

type Loose = Record<string, unknown>;

/**
 * The operation's parameters grouped by location. Path-item parameters apply unless the
 * operation redefines one with the same name and location.
 */
export function normalizeParameters(pathLevel: unknown, operationLevel: unknown, table: SchemaTable): Operation['parameters'] {
  const byKey = new Map<string, Loose>();
  for (const list of [pathLevel, operationLevel]) {
    if (!Array.isArray(list)) continue;
    for (const raw of list) {
      const param = dereference<Loose>(table.doc, raw);
      byKey.set(`${String(param.in)}:${String(param.name)}`, param);
    }
  }
  const grouped: Operation['parameters'] = { path: [], query: [], header: [], cookie: [] };
  for (const param of byKey.values()) {
    const location = ParameterLocation.safeParse(param.in);
    if (!location.success) continue; // The linter reports it; nothing to render.
    grouped[location.data].push(normalizeParameter(param, location.data, table));
  }
  return grouped;
}

function normalizeParameter(param: Loose, location: ParameterLocation, table: SchemaTable): Parameter {
  const raw = param.schema ?? firstMediaSchema(param.content);
  const schema = raw === undefined ? undefined : normalizeSchema(raw, table);
  const result: Parameter = {
    name: String(param.name),
    in: location,
    // Path parameters are always required, whatever the document says.
    required: location === 'path' || param.required === true,
    examples: normalizeExamples(param, schema, table, 'request'),
  };
  const description = text(param.description);
  if (description !== undefined) result.description = description;
  if (param.deprecated === true) result.deprecated = true;
  if (typeof param.style === 'string') result.style = param.style;
  if (typeof param.explode === 'boolean') result.explode = param.explode;
  if (schema) result.schema = schema;
  return result;
}
