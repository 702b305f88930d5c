import type { SchemaNode } from '../../../generator/normalize/model.ts';

/** A schema's top-level properties with their types: the reference's first, short view. */
export function SchemaSummary({ schema, schemas }: { schema: SchemaNode; schemas: Record<string, SchemaNode> }) {
  const resolved = schema.ref ? schemas[schema.ref] : schema;
  if (!resolved?.properties) return null;
  return (
    <ul className="schema-summary">
      {resolved.properties.map((property) => (
        <li key={property.name}>
          <code>{property.name}</code> <small>{property.schema.ref ?? property.schema.types?.join(' | ')}</small>
        </li>
      ))}
    </ul>
  );
}
