/**
 * The schema viewer's view model: what a reader needs to see of a schema at one place on a page,
 * computed from the normalized model without React, so every rule is unit-tested. Built by
 * {@link buildSchemaView}; rendered by SchemaViewer.
 */
export { buildSchemaView, type BuildOptions } from './buildSchemaView.ts';

/**
 * Which way the data flows: read-only properties are left out of requests, write-only out of
 * responses; a named schema's own page (`definition`) shows them all, flagged.
 */
export type SchemaUsage = 'request' | 'response' | 'definition';

/** One constraint, in the terms it is read in; the component words it in the reader's language. */
export type ConstraintView =
  | { kind: 'range'; min: number; max: number }
  | { kind: 'minimum' | 'maximum' | 'exclusiveMinimum' | 'exclusiveMaximum' | 'multipleOf'; value: number }
  | { kind: CountKind; count: number }
  | { kind: 'lengthRange' | 'itemsRange' | 'propertiesRange'; min: number; max: number }
  | { kind: 'pattern'; pattern: string }
  | { kind: 'uniqueItems' };

export type CountKind =
  | 'lengthExact' | 'minLength' | 'maxLength'
  | 'itemsExact' | 'minItems' | 'maxItems'
  | 'propertiesExact' | 'minProperties' | 'maxProperties';

export interface SchemaView {
  /** The id of this node on the page, derived from its path and unique there. */
  anchor: string;
  /** Property hops from the root: items and variants sit at their parent's depth. */
  depth: number;
  /** As read: `string<date-time>`, `array<Room>`, `Room`, `LimitOrder | MarketOrder`, `map<string, integer>`, ending ` | null` when nullable. */
  type: string;
  /** For a reference to a non-object schema, what it is made of (`string<date-time>` for `Timestamp`). */
  baseType?: string;
  /** The schema table key, when this node is a reference. */
  ref?: string;
  /** A title that says more than the type. */
  title?: string;
  description?: string;
  nullable: boolean;
  deprecated: boolean;
  readOnly: boolean;
  writeOnly: boolean;
  createOnly: boolean;
  format?: string;
  contentMediaType?: string;
  /** Values as JSON text (`"buy"`, `1`, `null`): strings are told from numbers at a glance. */
  enum?: string[];
  /** What the spec says each allowed value means, by its JSON text as in `enum` (not every value need have one). */
  enumDescriptions?: Record<string, string>;
  const?: string;
  default?: string;
  /** Only for scalar examples and arrays of scalars; whole objects belong to the page's examples. */
  example?: string;
  constraints: ConstraintView[];
  properties?: PropertyView[];
  /** Properties left out for this usage (read-only in a request, write-only in a response). */
  omitted?: OmittedProperty[];
  /** The schema of every property not listed (`additionalProperties`). */
  additionalProperties?: SchemaView;
  /** `additionalProperties: false`: no other property is allowed. */
  closed?: boolean;
  items?: SchemaView;
  variants?: { kind: 'oneOf' | 'anyOf'; options: VariantView[] };
  discriminator?: DiscriminatorView;
  /** A schema the value must not match. */
  not?: SchemaView;
  /** A reference back to a schema already open on this path: a link instead of another copy. */
  circular?: { ref: string; name: string; target: string };
  /** A long reference already listed in full earlier in this view: a link to it instead of another copy. */
  listedAbove?: { name: string; target: string };
  /** A named schema nested too deep in a long view to list here: its page lists it (`VIEW_ROWS` in buildSchemaView.ts). */
  onItsPage?: { name: string };
  /** A reference the page's schema table does not have. */
  unresolved?: boolean;
}

export interface PropertyView {
  name: string;
  required: boolean;
  /** The property's schema; its anchor is the property's. */
  schema: SchemaView;
}

export interface OmittedProperty {
  name: string;
  reason: 'readOnly' | 'writeOnly';
}

export interface VariantView {
  /** The variant's title or reference name; without one, the component says "Option {index}". */
  label?: string;
  /** 1-based position in the `oneOf`/`anyOf` list. */
  index: number;
  /** The discriminator values that select this variant. */
  discriminatorValues: string[];
  schema: SchemaView;
}

export interface DiscriminatorView {
  propertyName: string;
  /** Value → variant, explicit mapping first, then the implicit ones (a variant's schema name). */
  /** Each entry's panel on the page (`anchor`), else the schema table key of the schema it selects (`ref`), whose page it links to. */
  mapping: { value: string; name: string; anchor?: string; ref?: string }[];
}
