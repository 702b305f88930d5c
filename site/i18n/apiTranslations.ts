import he from '../../locales/he/api.json';
import zh from '../../locales/zh/api.json';
import { apiTextId, isTranslatableSchemaKey } from '../../generator/translations/collectApiText.ts';
import { hashText, validateApiTranslations, type ApiTranslations } from '../../generator/translations/format.ts';
import type { ApiSidebar, OperationPage, SchemaNode, SchemaPage } from '../../generator/normalize/model.ts';
import type { ApiLabels } from '../components/api/apiSidebar.ts';
import type { LocaleCode } from '../config/schema.ts';
import { sidebar as generatedSidebar } from '../generated/sidebar.ts';

/**
 * The spec's text in the reader's language, at build time: data hooks call these on the server
 * (the files are large and the hashing uses node:crypto, so never import this in a component).
 * A translation is used only when it exists, is not empty, and was made from the English the
 * page shows now (its hash matches); otherwise the English stays. Nothing here mutates its
 * input: the generated data (schemas and shared responses) is shared by every locale rendered in the process.
 */

/** Every locale but English has an api.json, written by `npm run generate`. */
const FILES: Record<Exclude<LocaleCode, 'en'>, unknown> = { he, zh };

const parsed = new Map<LocaleCode, ApiTranslations>();

function translations(locale: Exclude<LocaleCode, 'en'>): ApiTranslations {
  let table = parsed.get(locale);
  if (!table) {
    // A hand-edited file with a wrong shape fails the build naming the file, not a page.
    table = validateApiTranslations(FILES[locale], `locales/${locale}/api.json`);
    parsed.set(locale, table);
  }
  return table;
}

/** Looks up the translation of one text: the English itself when there is no current one. */
export type ApiTextLookup = (id: string, english: string) => string;

const english: ApiTextLookup = (_id, text) => text;

/** The lookup of a locale's api.json: English for English, else the rules of {@link lookupIn}. */
export function apiText(locale: LocaleCode): ApiTextLookup {
  return locale === 'en' ? english : lookupIn(translations(locale));
}

/**
 * Lookups in one translation table: the entry's text when the entry exists, is translated and
 * was translated from exactly `english` (its hash matches), else `english`. The hash is of the
 * English the page shows, not of the file's `en`, so a spec changed without regenerating the
 * files still falls back to English.
 */
export function lookupIn(table: ApiTranslations): ApiTextLookup {
  return (id, text) => {
    const entry = Object.hasOwn(table, id) ? table[id] : undefined;
    return entry && entry.text !== '' && entry.hash === hashText(text) ? entry.text : text;
  };
}

/** The operation page with its summary, description and component schemas' descriptions translated. */
export function translateOperationPage(page: OperationPage, locale: LocaleCode): OperationPage {
  if (locale === 'en') return page;
  const t = apiText(locale);
  const { operation } = page;
  return {
    ...page,
    operation: {
      ...operation,
      summary: t(apiTextId.operationSummary(operation.slug), operation.summary),
      ...(operation.description !== undefined ? { description: t(apiTextId.operationDescription(operation.slug), operation.description) } : {}),
    },
    schemas: translateSchemas(page.schemas, t),
  };
}

/** A named schema's page with its schemas' descriptions translated, as an operation page's are. */
export const translateSchemaPage = (page: SchemaPage, locale: LocaleCode): SchemaPage =>
  locale === 'en' ? page : { ...page, schemas: translateSchemas(page.schemas, apiText(locale)) };

/**
 * The schema table with its text translated: the same table when none of it has a translation,
 * so that the views of its schemas are built once for every locale (site/components/api/schema).
 */
function translateSchemas(schemas: Record<string, SchemaNode>, t: ApiTextLookup): Record<string, SchemaNode> {
  let translated = false;
  const table = Object.fromEntries(
    Object.entries(schemas).map(([key, schema]) => {
      const copy = translateSchema(key, schema, t);
      translated ||= copy !== schema;
      return [key, copy];
    }),
  );
  return translated ? table : schemas;
}

/** A component schema's description and its top-level properties' descriptions (copies, never edits; the schema itself when none is translated). */
function translateSchema(key: string, schema: SchemaNode, t: ApiTextLookup): SchemaNode {
  if (!isTranslatableSchemaKey(key)) return schema;
  const description = schema.description !== undefined ? t(apiTextId.schemaDescription(key), schema.description) : undefined;
  const properties = schema.properties?.map((property) => {
    const text = property.schema.description;
    const translated = text !== undefined ? t(apiTextId.propertyDescription(key, property.name), text) : text;
    return translated === text ? property : { ...property, schema: { ...property.schema, description: translated } };
  });
  if (description === schema.description && (!properties || properties.every((property, i) => property === schema.properties![i]))) return schema;
  return { ...schema, ...(description !== undefined ? { description } : {}), ...(properties ? { properties } : {}) };
}

/**
 * A sidebar group (or any object with a group's `name`, and maybe its `label`, `section` and
 * `description`) as the reader reads it: `name` is what it is called (its label, else its name)
 * and `description` in the reader's language, `section` the name of its section in it.
 */
export function translateGroup<G extends { name: string; label?: string; section?: string; description?: string }>(group: G, locale: LocaleCode): G {
  if (locale === 'en' && group.label === undefined) return group;
  const t = apiText(locale);
  return {
    ...group,
    name: t(apiTextId.groupName(group.name), group.label ?? group.name),
    ...(group.section !== undefined ? { section: t(apiTextId.sectionName(group.section), group.section) } : {}),
    ...(group.description !== undefined ? { description: t(apiTextId.groupDescription(group.name), group.description) } : {}),
  };
}

/** The whole API sidebar as the reader reads it: each group as {@link translateGroup} has it, operation summaries translated. */
export function translateSidebar(sidebar: ApiSidebar, locale: LocaleCode): ApiSidebar {
  const t = apiText(locale);
  return sidebar.map((group) => ({
    ...translateGroup(group, locale),
    items: group.items.map((item) => ({ ...item, summary: t(apiTextId.operationSummary(item.slug), item.summary) })),
  }));
}

/**
 * Slug → translated summary, for the operations that have a current translation only (the
 * sidebar keeps the English of the others): small enough to pass in page data.
 */
export function translateSidebarLabels(locale: LocaleCode, sidebar: ApiSidebar = generatedSidebar): Record<string, string> {
  const t = apiText(locale);
  const labels: Record<string, string> = {};
  for (const item of sidebar.flatMap((group) => group.items)) {
    const label = t(apiTextId.operationSummary(item.slug), item.summary);
    if (label !== item.summary) labels[item.slug] = label;
  }
  return labels;
}

const apiLabelsByLocale = new Map<LocaleCode, ApiLabels>();

/**
 * The API sidebar's translated labels in a locale, which every API page's data carries: made once
 * per locale (708 pages would otherwise hash the same 236 summaries each).
 */
export function apiLabels(locale: LocaleCode): ApiLabels {
  let labels = apiLabelsByLocale.get(locale);
  if (!labels) apiLabelsByLocale.set(locale, (labels = { operations: translateSidebarLabels(locale), ...translateGroupLabels(locale) }));
  return labels;
}

/**
 * Group name → its translation, section name → its translation: for those with a current
 * translation only (the sidebar keeps the spec's label, else name, of the others).
 */
function translateGroupLabels(locale: LocaleCode, sidebar: ApiSidebar = generatedSidebar): Pick<ApiLabels, 'groups' | 'sections'> {
  const t = apiText(locale);
  const groups: Record<string, string> = {};
  const sections: Record<string, string> = {};
  for (const { name, label, section } of sidebar) {
    const shown = t(apiTextId.groupName(name), label ?? name);
    if (shown !== (label ?? name)) groups[name] = shown;
    if (section === undefined) continue;
    const sectionShown = t(apiTextId.sectionName(section), section);
    if (sectionShown !== section) sections[section] = sectionShown;
  }
  return { groups, sections };
}
