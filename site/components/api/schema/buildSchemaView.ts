import type { SchemaNode } from '../../../../generator/normalize/model.ts';
import { schemaPath } from '../schemaPath.ts';
import { AnchorRegistry, anchorSegment, childAnchor } from './anchors.ts';
import { buildVariants } from './buildVariants.ts';
import { describeConstraints } from './describeConstraints.ts';
import { describeType } from './describeType.ts';
import type { MergedSchema } from './mergeSchemas.ts';
import { refName } from './refName.ts';
import { asSoleRef, mergeAllOf, overlay } from './resolveSchema.ts';
import type { OmittedProperty, PropertyView, SchemaUsage, SchemaView } from './schemaView.ts';

export interface BuildOptions {
  /**
   * Ids already taken on the page. Pass the same set to every viewer of a page to keep their ids
   * apart even if two prefixes slugify alike; the set is filled with this viewer's ids.
   */
  usedAnchors?: Set<string>;
}

export interface BuildContext {
  schemas: Record<string, SchemaNode>;
  usage: SchemaUsage;
  anchors: AnchorRegistry;
  /** The references open on the current path, each with the anchor where it is shown. */
  open: Map<string, string>;
  /**
   * The schemas of no name that merge references (`allOf: [Folder, { … }]`) on the current path,
   * each as written (JSON) with its anchor and its first reference: the same one again below is a
   * cycle, which no name would otherwise end (a Folder whose `parent` is such a schema).
   */
  mergedOnPath: Map<string, { anchor: string; ref: string }>;
  /** How many schemas of no name on the current path merge each reference, and the first one's anchor ({@link MERGES_ON_PATH}). */
  mergesOfRef: Map<string, { anchor: string; count: number }>;
  /** The long references listed in full earlier in this view ({@link LISTED_ONCE_ROWS}), each with where. */
  listed: Map<string, Listed>;
  /** How many named schemas may be open around one listed in full; deeper ones link to their pages ({@link VIEW_ROWS}). */
  namedDepth: number;
  /** Rows listed so far, and how many the view may list before it is built again less deep. */
  rows: number;
  maxRows: number;
}

interface Listed {
  anchor: string;
  baseType?: string;
}

/**
 * How many rows (properties at every depth) make a reference long enough to list in full only
 * once per view, later uses linking to it: GitHub's `simple-user` (21 rows) came back in full
 * a dozen times on some pages, which made them megabytes of HTML. A short one (a 3-field author)
 * reads better where it is used.
 */
export const LISTED_ONCE_ROWS = 10;

/**
 * How many rows one view lists at most while named schemas nested in it can link to their own
 * pages (issue 34) instead. Past it, the view is built again with the named schemas below a depth
 * linked, the deepest depth that fits. Listing each named schema once per view was not enough:
 * Microsoft Graph's entities refer to each other through navigation properties, and a body
 * reaching hundreds of them listed every one, pages of up to 17 MB of HTML (issue 32). Our own
 * views list at most ~100 rows and GitHub's ~1,600 (webhook payloads).
 */
export const VIEW_ROWS = 500;

/**
 * Views already built, by schema table, node, usage and prefix: an operation page's body is
 * viewed in the HTML and the Markdown of each locale, which share the table where the locale
 * translates none of its schemas (site/i18n/apiTranslations.ts), and so the view (GitHub's
 * bodies: one build rather than six). Views are never changed once built. Held only as long as
 * the table, which lives as long as its page.
 */
const built = new WeakMap<Record<string, SchemaNode>, WeakMap<SchemaNode, Map<string, SchemaView>>>();

/**
 * The view of `schema` as used in a request or a response, its anchors under `anchorPrefix`
 * (slugified: `schema-request-body-application/json` → `schema-request-body-application-json`).
 * Finite for circular schemas: a reference already open on the path becomes a `circular` node.
 * A long reference used again after it was listed becomes a `listedAbove` node. Built once for
 * the same table, node, usage and prefix ({@link built}), unless `usedAnchors` is given.
 */
export function buildSchemaView(
  schema: SchemaNode,
  schemas: Record<string, SchemaNode>,
  usage: SchemaUsage,
  anchorPrefix: string,
  options: BuildOptions = {},
): SchemaView {
  if (options.usedAnchors) return buildView(schema, schemas, usage, anchorPrefix, options.usedAnchors);
  let byNode = built.get(schemas);
  if (!byNode) built.set(schemas, (byNode = new WeakMap()));
  let views = byNode.get(schema);
  if (!views) byNode.set(schema, (views = new Map()));
  const key = `${usage} ${anchorPrefix}`;
  let view = views.get(key);
  if (!view) views.set(key, (view = buildView(schema, schemas, usage, anchorPrefix)));
  return view;
}

/** Thrown when a view would list more than its rows allow ({@link VIEW_ROWS}). */
const TOO_LONG = Symbol('too long');

/**
 * The view of {@link buildSchemaView}: whole when it fits in {@link VIEW_ROWS} rows, else with
 * every named schema nested deeper than it can be linked to its page, at the deepest depth that
 * fits (or the root's own named schemas alone, when even that does not). A try that goes past the
 * rows stops there, so a view costs at most a few times its rows to build however far its
 * schemas reach.
 */
function buildView(schema: SchemaNode, schemas: Record<string, SchemaNode>, usage: SchemaUsage, anchorPrefix: string, usedAnchors?: Set<string>): SchemaView {
  const attempt = (namedDepth: number, maxRows: number) => {
    const used = new Set(usedAnchors);
    const context: BuildContext = { schemas, usage, anchors: new AnchorRegistry(used), open: new Map(), mergedOnPath: new Map(), mergesOfRef: new Map(), listed: new Map(), namedDepth, rows: 0, maxRows };
    try {
      const view = buildNode(schema, anchorSegment(anchorPrefix), 0, context);
      for (const id of used) usedAnchors?.add(id);
      return view;
    } catch (error) {
      if (error === TOO_LONG) return undefined;
      throw error;
    }
  };
  const whole = attempt(Infinity, VIEW_ROWS);
  if (whole) return whole;
  let fitting: SchemaView | undefined;
  for (let depth = 1; ; depth++) {
    const view = attempt(depth, VIEW_ROWS);
    if (!view) return fitting ?? attempt(depth, Infinity)!;
    fitting = view;
  }
}

export function buildNode(node: SchemaNode, wantedAnchor: string, depth: number, context: BuildContext): SchemaView {
  const anchor = context.anchors.claim(wantedAnchor);
  const use = asSoleRef(node);
  if (use.ref === undefined) return unnamed(use, anchor, depth, context);

  const ref = use.ref;
  const name = refName(ref);
  const target = context.schemas[ref];
  const shownAt = context.open.get(ref);
  if (shownAt !== undefined || !target) {
    const view = annotations(use, anchor, depth, describeType(use, { name }).type);
    return shownAt !== undefined ? { ...view, ref, circular: { ref, name, target: shownAt } } : { ...view, ref, unresolved: true };
  }
  const merged = mergeAllOf(overlay(target, use), context.schemas, new Set(context.open.keys()), ref);
  const listed = context.listed.get(ref);
  if (listed) {
    const view = annotations(merged, anchor, depth, describeType(merged, { name }).type);
    return { ...view, ...(listed.baseType !== undefined ? { baseType: listed.baseType } : {}), ref, listedAbove: { name, target: listed.anchor } };
  }
  if (context.open.size >= context.namedDepth && hasParts(merged) && schemaPath(ref) !== undefined) {
    return { ...annotations(merged, anchor, depth, describeType(merged, { name }).type), ref, onItsPage: { name } };
  }
  context.open.set(ref, anchor);
  const view = describe(merged, anchor, depth, context, name);
  context.open.delete(ref);
  if (hasRows(view, LISTED_ONCE_ROWS)) context.listed.set(ref, { anchor, ...(view.baseType !== undefined ? { baseType: view.baseType } : {}) });
  return { ...view, ref };
}

/**
 * How many schemas of no name on one path may merge the same reference. Two that merge it are
 * not a cycle when they differ (`allOf: [Base, { child: allOf: [Base, { depth }] }]`: the child is
 * listed); the same one again is ({@link BuildContext}'s `mergedOnPath`). This bound ends merges
 * that would differ at every level, should a document make them.
 */
const MERGES_ON_PATH = 3;

/** A schema of no name: described, or a link up to where the same merge is shown. */
function unnamed(use: SchemaNode, anchor: string, depth: number, context: BuildContext): SchemaView {
  const refs = new Set<string>();
  const merged = mergeAllOf(use, context.schemas, new Set(context.open.keys()), undefined, refs);
  if (refs.size === 0) return describe(merged, anchor, depth, context);
  const written = JSON.stringify(use);
  const overMerged = [...refs].find((ref) => (context.mergesOfRef.get(ref)?.count ?? 0) >= MERGES_ON_PATH);
  const again = context.mergedOnPath.get(written) ?? (overMerged === undefined ? undefined : { ref: overMerged, anchor: context.mergesOfRef.get(overMerged)!.anchor });
  if (again !== undefined) {
    const name = refName(again.ref);
    return { ...annotations(merged, anchor, depth, describeType(merged, { name }).type), circular: { ref: again.ref, name, target: again.anchor } };
  }
  context.mergedOnPath.set(written, { anchor, ref: refs.values().next().value! });
  for (const ref of refs) {
    const merges = context.mergesOfRef.get(ref);
    if (merges) merges.count++;
    else context.mergesOfRef.set(ref, { anchor, count: 1 });
  }
  const view = describe(merged, anchor, depth, context);
  context.mergedOnPath.delete(written);
  for (const ref of refs) {
    const merges = context.mergesOfRef.get(ref)!;
    if (--merges.count === 0) context.mergesOfRef.delete(ref);
  }
  return view;
}

/**
 * Whether a schema has parts of its own to list (properties, variants, …), which its page can
 * list instead. An array's items are left to their own node, and a scalar's line says it all.
 */
const hasParts = (schema: MergedSchema) =>
  Boolean(schema.properties?.length || typeof schema.additionalProperties === 'object' || schema.oneOf?.length || schema.anyOf?.length || schema.not);

/**
 * Whether a view lists at least `wanted` rows below its own (its properties at every depth,
 * through items, variants and `not`), counting no further than that.
 */
function hasRows(view: SchemaView, wanted: number): boolean {
  let rows = 0;
  const count = (node: SchemaView): boolean => {
    for (const property of node.properties ?? []) if (++rows >= wanted || count(property.schema)) return true;
    if (node.additionalProperties && (++rows >= wanted || count(node.additionalProperties))) return true;
    if (node.items && count(node.items)) return true;
    for (const option of node.variants?.options ?? []) if (count(option.schema)) return true;
    return node.not !== undefined && count(node.not);
  };
  return count(view);
}

/** What a node says about itself alone, before its children. */
function annotations(schema: MergedSchema, anchor: string, depth: number, type: string): SchemaView {
  const view: SchemaView = {
    anchor,
    depth,
    type,
    nullable: schema.nullable === true,
    deprecated: schema.deprecated === true,
    readOnly: schema.readOnly === true,
    writeOnly: schema.writeOnly === true,
    createOnly: schema.createOnly === true,
    constraints: describeConstraints(schema),
  };
  if (schema.title !== undefined) view.title = schema.title;
  if (schema.description !== undefined) view.description = schema.description;
  if (schema.format !== undefined) view.format = schema.format;
  if (schema.contentMediaType !== undefined) view.contentMediaType = schema.contentMediaType;
  if (schema.enum?.length) {
    view.enum = schema.enum.map(literal);
    if (schema.enumDescriptions && view.enum.some((value) => Object.hasOwn(schema.enumDescriptions!, value))) view.enumDescriptions = schema.enumDescriptions;
  }
  if (schema.const !== undefined) view.const = literal(schema.const);
  if (schema.default !== undefined) view.default = literal(schema.default);
  if (schema.example !== undefined && isScalarish(schema.example)) view.example = literal(schema.example);
  return view;
}

function describe(schema: MergedSchema, anchor: string, depth: number, context: BuildContext, name?: string): SchemaView {
  const view = annotations(schema, anchor, depth, '');
  if (schema.properties) {
    const properties: PropertyView[] = [];
    const omitted: OmittedProperty[] = [];
    for (const property of schema.properties) {
      const reason = omittedFor(property.schema, context);
      if (reason) omitted.push({ name: property.name, reason });
      else if (++context.rows > context.maxRows) throw TOO_LONG;
      else properties.push({ name: property.name, required: property.required, schema: buildNode(property.schema, childAnchor(anchor, property.name), depth + 1, context) });
    }
    view.properties = properties;
    if (omitted.length) view.omitted = omitted;
  }
  if (schema.additionalProperties === false) view.closed = true;
  else if (typeof schema.additionalProperties === 'object') {
    if (++context.rows > context.maxRows) throw TOO_LONG;
    view.additionalProperties = buildNode(schema.additionalProperties, childAnchor(anchor, 'additional-properties'), depth + 1, context);
  }
  if (schema.items) view.items = buildNode(schema.items, childAnchor(anchor, 'items'), depth, context);
  const variants = buildVariants(schema, anchor, depth, context);
  if (variants.variants) view.variants = variants.variants;
  if (variants.discriminator) view.discriminator = variants.discriminator;
  if (schema.not) view.not = buildNode(schema.not, childAnchor(anchor, 'not'), depth, context);

  const type = describeType(schema, {
    name,
    items: view.items?.type,
    additional: view.additionalProperties?.type,
    variants: view.variants?.options.map((o) => o.label ?? o.schema.type),
  });
  view.type = type.type;
  if (type.baseType !== undefined) view.baseType = type.baseType;
  if (view.title !== undefined && (view.title === name || view.title === view.type)) delete view.title;
  return view;
}

/**
 * Why a property is left out for this usage: a read-only one is never sent in a request and a
 * write-only one never comes back in a response, so listing them there would only mislead.
 */
function omittedFor(schema: SchemaNode, context: BuildContext): OmittedProperty['reason'] | undefined {
  const use = asSoleRef(schema);
  const target = use.ref !== undefined ? context.schemas[use.ref] : undefined;
  const body = target ? overlay(target, use) : use;
  const flags = mergeAllOf(body, context.schemas, new Set(context.open.keys()), use.ref);
  if (context.usage === 'request' && flags.readOnly) return 'readOnly';
  if (context.usage === 'response' && flags.writeOnly) return 'writeOnly';
  return undefined;
}

const literal = (value: unknown) => JSON.stringify(value) ?? String(value);

/** Scalars and arrays of scalars: short enough to show beside the schema. */
const isScalarish = (value: unknown) =>
  typeof value !== 'object' || value === null || (Array.isArray(value) && value.every((v) => typeof v !== 'object' || v === null));
