import type { BlockContent, ListItem, PhrasingContent } from 'mdast';
import type { Translate } from '../../../i18n/i18n.tsx';
import { constraintText } from '../schema/constraintText.ts';
import type { SchemaView } from '../schema/schemaView.ts';
import { code, joined, list, listItem, markdownBlocks, paragraph, text } from './mdast.ts';

/**
 * A schema as nested Markdown lists, from the same view model as the page's schema viewer
 * (allOf merged, variants listed, a circular reference named rather than repeated): each
 * property a list item with its type and flags, then its description and facts, then its own
 * properties, items or variants as a list inside it.
 */
export function schemaBlocks(view: SchemaView, t: Translate, name: PhrasingContent[]): BlockContent[] {
  return [paragraph(...name, text(' '), ...head(view, t)), ...schemaBody(view, t)];
}

/** A schema's facts and children without the line naming it: a named schema's own page, whose heading names it. */
export function schemaBody(view: SchemaView, t: Translate): BlockContent[] {
  const items = childItems(view, t);
  return [...facts(view, t), ...(items.length ? [list(items)] : [])];
}

function childItems(view: SchemaView, t: Translate): ListItem[] {
  const items: ListItem[] = [];
  for (const property of view.properties ?? []) items.push(schemaItem(property.schema, t, [code(property.name)], property.required));
  if (view.additionalProperties) items.push(schemaItem(view.additionalProperties, t, [text(t('schema.additionalProperties'))]));
  for (const omitted of view.omitted ?? []) items.push(listItem(paragraph(text(t(omitted.reason === 'readOnly' ? 'schema.omittedReadOnly' : 'schema.omittedWriteOnly')), text(' '), code(omitted.name))));
  if (view.items && (view.items.properties || view.items.variants || view.items.items)) items.push(schemaItem(view.items, t, [text(t('schema.items'))]));
  if (view.variants) {
    const label = t(view.variants.kind === 'oneOf' ? 'schema.oneOf' : 'schema.anyOf');
    const options = view.variants.options.map((option) => schemaItem(option.schema, t, [text(option.label ?? t('schema.option', { index: option.index }))]));
    items.push(listItem(paragraph(text(label)), list(options)));
  }
  if (view.discriminator) {
    const mapping = view.discriminator.mapping.map(({ value, name }) => [code(value), text(` → ${name}`)]);
    items.push(listItem(paragraph(text(`${t('schema.discriminator')} `), code(view.discriminator.propertyName), text(': '), ...joined(mapping, ', '))));
  }
  if (view.not) items.push(schemaItem(view.not, t, [text(t('schema.not'))]));
  return items;
}

/**
 * A named schema as a list item: `name` (type, flags), then `more` (a parameter's own
 * description and example), its facts and its children.
 */
export function schemaItem(view: SchemaView, t: Translate, name: PhrasingContent[], required?: boolean, more: BlockContent[] = []): ListItem {
  const items = view.circular ? [] : childItems(view, t);
  return listItem(paragraph(...name, text(' '), ...head(view, t, required)), ...more, ...facts(view, t), ...(items.length ? [list(items)] : []));
}

/** `(string<date-time>, required, read-only)`. */
function head(view: SchemaView, t: Translate, required?: boolean): PhrasingContent[] {
  const flags = [
    required && t('schema.required'),
    view.readOnly && t('schema.readOnly'),
    view.writeOnly && t('schema.writeOnly'),
    view.createOnly && t('schema.createOnly'),
    view.deprecated && t('schema.deprecated'),
    view.circular && t('schema.circular', { name: view.circular.name }),
    view.listedAbove && t('schema.listedAbove'),
    view.onItsPage && t('schema.onItsPage'),
    view.unresolved && t('schema.unresolved'),
  ].filter((flag): flag is string => typeof flag === 'string');
  return [text('('), code(view.type), text(flags.map((flag) => `, ${flag}`).join('') + ')')];
}

/** An allowed value, and what it means when the spec says. */
const enumItem = (value: string, descriptions: Record<string, string>) =>
  listItem(paragraph(code(value), ...(Object.hasOwn(descriptions, value) ? [text(`: ${descriptions[value]}`)] : [])));

/** Title, description, one line of values and constraints, then the allowed values when the spec says what each means. */
function facts(view: SchemaView, t: Translate): BlockContent[] {
  const values: PhrasingContent[][] = view.constraints.map((c) => [text(constraintText(c, t)), ...(c.kind === 'pattern' ? [text(' '), code(c.pattern)] : [])]);
  // Described values are listed below, one an item, each with what it means.
  if (view.enum && !view.enumDescriptions) values.push([text(`${t('schema.enum')} `), ...joined(view.enum.map((value) => [code(value)]), ', ')]);
  if (view.const !== undefined) values.push([text(`${t('schema.const')} `), code(view.const)]);
  if (view.default !== undefined) values.push([text(`${t('schema.default')} `), code(view.default)]);
  if (view.example !== undefined && view.example !== view.const && view.example !== view.default) values.push([text(`${t('schema.example')} `), code(view.example)]);
  if (view.contentMediaType !== undefined) values.push([text(`${t('schema.mediaType')} `), code(view.contentMediaType)]);
  if (view.closed) values.push([text(t('schema.closed'))]);
  return [
    ...(view.title !== undefined ? [paragraph(text(view.title))] : []),
    ...markdownBlocks(view.description),
    ...(values.length ? [paragraph(...joined(values, '; '))] : []),
    ...(view.enum && view.enumDescriptions ? [paragraph(text(t('schema.enum'))), list(view.enum.map((value) => enumItem(value, view.enumDescriptions!)))] : []),
  ];
}
