import { Oas3Types, Oas3_1Types } from '@redocly/openapi-core';
import { unescapeSegment } from '../normalize/dereference.ts';
import type { Problem } from '../problems.ts';

/** Reads the value a problem points at (or, given a pointer, the value there in the same file). */
export type ValueAt = (problem: Problem) => unknown;

/** A problem seen through its pointer: the key it names, and the values there and above. */
interface At {
  key: string;
  segments: string[];
  value: () => unknown;
  parent: () => unknown;
}

/** One idiom of a valid document that Redocly's `struct` (or another fatal rule) reports: what we say when `problem` is it. */
type Reading = (problem: Problem, at: At) => string | undefined;

/**
 * Errors of a valid document's idioms that we read as their writers meant them, with what we
 * say about each (a warning, not a stop), when there is no `redocly.yaml` (issue 32). What leaves
 * nothing sound to render (an unresolved `$ref` to a schema or any other object, `paths` that is
 * not a map, a parameter with no name or location, a constraint that is not a number) matches
 * none of these and stays fatal.
 */
export function tolerated(problem: Problem, valueAt: ValueAt): string | undefined {
  const segments = (problem.pointer ?? '#').split('/').slice(1).map(unescapeSegment);
  const parentPointer = (problem.pointer ?? '#').split('/').slice(0, -1).join('/');
  const at: At = {
    key: segments.at(-1) ?? '',
    segments,
    value: () => valueAt(problem),
    parent: () => valueAt({ ...problem, pointer: parentPointer }),
  };
  for (const reading of READINGS) {
    const message = reading(problem, at);
    if (message !== undefined) return message;
  }
  return undefined;
}

const struct = (problem: Problem, pattern: RegExp) => (problem.rule === 'struct' ? pattern.exec(problem.message) ?? undefined : undefined);
const shown = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));
/** `a boolean`, `an integer`: Redocly's names of JSON types with their article. */
const aType = (name: string) => `${/^[aeiou]/.test(name) ? 'an' : 'a'} ${name}`;

/**
 * The extensions Redocly's types declare, and so check (`x-codeSamples`, `x-tagGroups`, `x-logo`,
 * …): any other `x-` key it leaves alone. `x-webhooks` is not among them here: in a 3.0
 * document its path items become pages, so they are held to what a page needs.
 */
const CHECKED_EXTENSIONS = new Set(
  [Oas3Types, Oas3_1Types]
    .flatMap((types) => Object.values(types).flatMap((type) => Object.keys(type.properties ?? {})))
    .filter((key) => key.startsWith('x-') && key !== 'x-webhooks'),
);

const NOT_A_NODE = /^Expected type `(\w+)` \((?:object|array)\) but got `(\w+)`/;

/** What a schema looks like, to tell its keywords from those of the objects around it. */
const SCHEMA_KEYWORDS = ['type', 'properties', 'items', 'allOf', 'anyOf', 'oneOf', 'not', 'enum', 'format', 'additionalProperties', '$ref'];
const isSchema = (node: unknown) => typeof node === 'object' && node !== null && SCHEMA_KEYWORDS.some((k) => k in node);

/** Keywords of one version's schemas met in the other's, which normalizeSchema reads: how. */
const SCHEMA_KEYWORDS_READ: Record<string, string> = {
  examples: 'the first of them is the schema’s example',
  const: 'the one value allowed',
  contentMediaType: 'the media type of the string’s content',
  nullable: 'null allowed besides the type',
};

const TEXT_FIELDS = new Set(['description', 'summary', 'title', 'version', 'termsOfService', 'pattern']);
const JSON_TYPES = new Set(['string', 'number', 'integer', 'boolean', 'object', 'array']);

/** What a missing required field is read as, for the fields a page does without. */
const MISSING_READ: Record<string, string> = {
  description: 'read with none (its status is its heading)',
  url: 'what has no address is left out',
  paths: 'read as having no operations, as 3.1 allows',
  responses: 'read as documenting none',
  content: 'read as a body of unstated media type',
  title: 'read as “API”',
  version: 'shown without one',
  propertyName: 'the discriminator is left out; the variants still show',
};

const READINGS: Reading[] = [
  // Vendor extensions are never checked: inside one Redocly checks, nothing stops us.
  (problem, { segments }) => {
    const extension = problem.rule === 'struct' ? segments.find((s) => CHECKED_EXTENSIONS.has(s)) : undefined;
    return extension && `Inside the vendor extension \`${extension}\`, which is not checked: ${problem.message.replace(/\.$/, '')}. Read where it makes sense, the rest ignored.`;
  },
  // 3.1's boolean schema `true` in a 3.0 document (normalizeSchema reads any non-object as any value).
  (problem, { value }) =>
    struct(problem, /^Expected type `Schema` \(object\) but got `boolean`/) && value() === true
      ? '`true` as a schema is OpenAPI 3.1’s form: read as 3.1 means it, any value.'
      : undefined,
  // An `x-webhooks` entry (or any `x-` key) holding what is not the object Redocly expects there.
  (problem, { key, segments }) => {
    const found = struct(problem, NOT_A_NODE);
    if (!found) return undefined;
    if (segments[0] === 'x-webhooks' && segments.length <= 2) {
      return segments.length === 1
        ? `\`x-webhooks\` is ${aType(found[2]!)}, not a map of webhooks: read as a vendor extension, which is not checked, and no webhooks are read from it.`
        : `\`x-webhooks\` entry \`${key}\` is ${aType(found[2]!)}, not a path item: skipped (x-webhooks is a vendor extension; its path items become webhook pages).`;
    }
    return key.startsWith('x-') ? `\`${key}\` is ${aType(found[2]!)} where ${aType(found[1]!)} is expected: read as a vendor extension, which is not checked, and ignored.` : undefined;
  },
  // JSON Schema ignores unknown keywords (3.1 documents often keep 3.0's `nullable`, 3.0 ones
  // 3.1's `examples`), and an unknown property elsewhere does not stop us rendering the rest.
  (problem, { key, parent }) => {
    if (!struct(problem, /is not expected here/)) return undefined;
    const read = Object.hasOwn(SCHEMA_KEYWORDS_READ, key) && isSchema(parent()) ? SCHEMA_KEYWORDS_READ[key] : undefined;
    return read ? `${problem.message.replace(/\.$/, '')} (a schema keyword of the other OpenAPI version): read as meant, ${read}.` : `${problem.message.replace(/\.$/, '')}: ignored.`;
  },
  // 3.1's type arrays and `'null'` in a 3.0 document (an unknown name, such as Swagger's `file`, allows any value).
  (problem, { key, value }) => {
    const type = value();
    if (key !== 'type' || !struct(problem, /^`type` can be one of the following only/)) return undefined;
    const names = typeof type === 'string' ? [type] : Array.isArray(type) && type.every((t) => typeof t === 'string') ? (type as string[]) : undefined;
    if (!names) return `\`type\` is ${Array.isArray(type) ? 'a list of other things than names' : aType(typeof type)}, not a type’s name or a list of them: read as any value.`;
    const known = names.filter((n) => JSON_TYPES.has(n));
    const unknown = names.filter((n) => n !== 'null' && !JSON_TYPES.has(n));
    const nullable = names.includes('null');
    const read =
      known.length || unknown.length || !nullable
        ? [known.length ? known.join(' or ') : 'any value', ...(nullable ? ['null'] : [])].join(', or ')
        : 'null (beside other schemas in a oneOf or anyOf: those, made nullable)';
    return `\`type: ${shown(type)}\` is ${unknown.length ? `not OpenAPI's (${unknown.join(', ')} is no JSON Schema type)` : 'OpenAPI 3.1’s form'}: read as ${read}.`;
  },
  // 3.0's boolean exclusive bounds in 3.1, 3.1's numeric ones in 3.0 (normalizeSchema reads both).
  (problem, { key, value }) => {
    const found = /^exclusive(Minimum|Maximum)$/.test(key) ? struct(problem, /but got `(boolean|integer|number)`/) : undefined;
    if (!found) return undefined;
    if (found[1] !== 'boolean') return `\`${key}: ${shown(value())}\` is OpenAPI 3.1’s form (in 3.0 a flag on the bound): read as 3.1 means it, an exclusive bound.`;
    return value() === true
      ? `${key}: true is OpenAPI 3.0's form (in 3.1 it is the bound itself): read as 3.0 meant it, the bound beside it made exclusive.`
      : `${key}: false is OpenAPI 3.0's form (in 3.1 it is the bound itself): read as 3.0 meant it, the bound beside it left inclusive.`;
  },
  // 3.0's map of named Example Objects as a 3.1 schema's `examples`.
  (problem, { key }) =>
    key === 'examples' && struct(problem, /^Expected type `array` but got `object`/)
      ? '`examples` is a map of named examples (OpenAPI 3.0’s idiom), not a list: read as meant, the first one’s value is the schema’s example.'
      : undefined,
  // `allOf`, `oneOf` or `anyOf` as a map (a list some tool wrote out by its indexes: `{ "0": … }`).
  (problem, { key }) =>
    ['allOf', 'oneOf', 'anyOf'].includes(key) && struct(problem, /^Expected type `\w+` \(array\) but got `object`/)
      ? `\`${key}\` is a map, not a list: read as the list of its values.`
      : undefined,
  // `required: true` on a property, as 3.0 writers carry it over from parameters.
  (problem, { key, segments }) => {
    if (key !== 'required' || !struct(problem, /^Expected type `array` but got `boolean`/)) return undefined;
    return segments.at(-3) === 'properties'
      ? '`required` on a property is a flag here, not a list of names: read as meant, the property is required (false: optional).'
      : '`required` on a schema is a flag here, not a list of names: ignored (what is required is said by the object around it or the parameter).';
  },
  // A single value given as a schema's `enum`.
  (problem, { key, value }) => {
    const found = key === 'enum' ? struct(problem, /^Expected type `array` but got `(string|number|integer|boolean)`/) : undefined;
    return found && `\`enum: ${shown(value())}\` is one value, not a list: read as the only value allowed.`;
  },
  // A number or a boolean where text is expected (YAML reads `version: 1.0` as a number, and
  // `pattern: 1234` too: a pattern of digits).
  (problem, { key, value }) => {
    const found = TEXT_FIELDS.has(key) ? struct(problem, /^Expected type `string` but got `(integer|number|boolean)`/) : undefined;
    return found && `\`${key}\` is ${aType(found[1]!)}, not text: read as the text “${String(value())}”.`;
  },
  // A required field that a page does without.
  (problem) => {
    const field = struct(problem, /^The field `(\w+)` must be present on this level/)?.[1];
    return field && Object.hasOwn(MISSING_READ, field) ? `${problem.message.replace(/\.$/, '')}: ${MISSING_READ[field]}.` : undefined;
  },
  // A parameter or header with neither `schema` nor `content`; a 3.1 document with neither paths, components nor webhooks.
  (problem) =>
    struct(problem, /^Must contain at least one of the following fields: (schema, content|paths, components, webhooks)/)
      ? `${problem.message.replace(/\.$/, '')}: read as meant, ${problem.message.includes('schema') ? 'a value of any type' : 'no operations'}.`
      : undefined,
  // A discriminator mapping to a schema by its component name rather than a `$ref`, which
  // OpenAPI 3.0 allows (normalizeSchema resolves both, and leaves out a name that is no
  // component); or to a `$ref` that resolves nowhere, as bundlers leave a mapping into another
  // file (mapping values are not `$ref`s to them: DigitalOcean's published description). The
  // mapping is a hint beside the variants, which still show: it is left out.
  (problem, { segments, value }) => {
    if (problem.rule !== 'no-unresolved-refs' || segments.at(-2) !== 'mapping' || segments.at(-3) !== 'discriminator') return undefined;
    const mapped = value();
    // Redocly's pointers leave out empty keys (a property named ""), so the value may not be
    // found where the pointer says: then normalizeSchema leaves a mapping that names nothing out.
    if (mapped === undefined) return 'A discriminator mapping that names no schema found here: left out; the variants still show.';
    return typeof mapped === 'string' && !mapped.includes('#') && !mapped.includes('/')
      ? 'A discriminator mapping names a schema by its component name (OpenAPI 3.0 allows it): read as a reference to that component, left out if there is none.'
      : `A discriminator mapping to ${shown(mapped)}, which resolves nowhere: left out; the variants still show.`;
  },
];
