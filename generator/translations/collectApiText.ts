import type { ApiModel, Operation, SchemaNode } from '../normalize/model.ts';

/** The spec's translatable text: stable id → English, in the order translators read it. */
export type ApiText = Map<string, string>;

/**
 * The ids of the spec's text. They are built from the operation's slug, the group's name and
 * the component schema's key, which the site already treats as stable (URLs, sidebar), so a
 * translation survives edits elsewhere in the spec.
 */
export const apiTextId = {
  operationSummary: (slug: string) => `operation.${slug}.summary`,
  operationDescription: (slug: string) => `operation.${slug}.description`,
  groupName: (name: string) => `group.${name}.name`,
  /** An `x-tagGroups` section's name (../normalize/normalizeGroups.ts). */
  sectionName: (name: string) => `section.${name}.name`,
  groupDescription: (name: string) => `group.${name}.description`,
  schemaDescription: (key: string) => `schema.${key}.description`,
  propertyDescription: (key: string, property: string) => `schema.${key}.property.${property}.description`,
};

/**
 * Schemas keyed by a JSON pointer (`#/paths/…`) are inline schemas that happen to be referenced:
 * their keys move whenever the document is reorganised, so they get no id.
 */
export const isTranslatableSchemaKey = (key: string): boolean => !key.startsWith('#');

/**
 * Every piece of the spec's prose to translate, in document order: group by group (as in the
 * sidebar) its section's name where a section starts, its label, its description, then each of
 * its operations' summary and description;
 * then each component schema's description and its top-level properties' descriptions. Absent
 * and empty texts get no entry.
 */
export function collectApiText(model: Pick<ApiModel, 'groups' | 'operations' | 'schemas'>): ApiText {
  const text: ApiText = new Map();
  const add = (id: string, english: string | undefined) => {
    if (english && english.trim() !== '') text.set(id, english);
  };
  const addOperation = (op: Operation) => {
    add(apiTextId.operationSummary(op.slug), op.summary);
    add(apiTextId.operationDescription(op.slug), op.description);
  };

  const bySlug = new Map(model.operations.map((op) => [op.slug, op]));
  for (const group of model.groups) {
    if (group.section !== undefined) add(apiTextId.sectionName(group.section), group.section);
    add(apiTextId.groupName(group.name), group.label ?? group.name);
    add(apiTextId.groupDescription(group.name), group.description);
    for (const slug of group.operations) {
      const op = bySlug.get(slug);
      if (op) addOperation(op);
      bySlug.delete(slug);
    }
  }
  // The normalizer puts every operation in a group; any left over still gets its text.
  for (const op of bySlug.values()) addOperation(op);

  for (const [key, schema] of Object.entries(model.schemas)) {
    if (isTranslatableSchemaKey(key)) addSchema(add, key, schema);
  }
  return text;
}

function addSchema(add: (id: string, english: string | undefined) => void, key: string, schema: SchemaNode) {
  add(apiTextId.schemaDescription(key), schema.description);
  for (const property of schema.properties ?? []) add(apiTextId.propertyDescription(key, property.name), property.schema.description);
}
