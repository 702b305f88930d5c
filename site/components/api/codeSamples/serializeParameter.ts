import type { Parameter } from '../../../../generator/normalize/model.ts';

/**
 * Percent-encoding that leaves only RFC 3986's unreserved characters as they are.
 * encodeURIComponent also leaves `!'()*`, and a `'` would end curl's single-quoted URL.
 */
export function encodeUriComponent(text: string): string {
  return encodeURIComponent(text).replace(/[!'()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** The value a sample sends: the parameter's first example (the generator makes one from the schema when the spec has none). */
export function exampleValue(parameter: Parameter): unknown {
  return parameter.examples[0]?.value ?? parameter.schema?.example ?? parameter.schema?.default;
}

/** A primitive as text: strings as they are, numbers and booleans as JSON writes them, null as nothing. */
function text(value: unknown): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** The pairs of an object value, or null when the value is not one. */
function entries(value: unknown): [string, unknown][] | null {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? Object.entries(value) : null;
}

/** `owner` → `OWNER`, `run-id` → `RUN_ID`, `marketId` → `MARKET_ID`: what a reader replaces. */
const placeholder = (name: string) =>
  encodeUriComponent(
    name
      .replace(/([\p{Ll}\p{N}])(\p{Lu})/gu, '$1_$2')
      .toUpperCase()
      .replace(/[^\p{L}\p{N}]+/gu, '_'),
  );

/**
 * Whether the parameter's value is what the generator makes of a bare type (`string`, `0`: the
 * spec has no example, and no enum, format or bound to take one from).
 */
const isPlaceholder = ({ examples: [example] }: Parameter) => example?.generated === true && (example.value === 'string' || example.value === 0);

/**
 * A path parameter's text for the URL, encoded, by its OpenAPI style: `simple` (the default:
 * `a,b`), `label` (`.a.b`) or `matrix` (`;id=a,b`). Delimiters stay literal, values are encoded.
 * A parameter the spec gives no value for (its example made from a bare type) is a placeholder
 * named after it, as GitHub's docs write one (`/repos/OWNER/REPO`), rather than `string` or `0`.
 */
export function pathValue(parameter: Parameter): string {
  const value = exampleValue(parameter);
  if (value === undefined || isPlaceholder(parameter)) return placeholder(parameter.name);
  const style = parameter.style ?? 'simple';
  const explode = parameter.explode ?? false;
  const name = encodeUriComponent(parameter.name);
  const pairs = entries(value);
  const items = Array.isArray(value) ? value.map((item) => encodeUriComponent(text(item))) : null;
  if (style === 'label') {
    const list = items ?? pairs?.flatMap(([k, v]) => (explode ? [`${encodeUriComponent(k)}=${encodeUriComponent(text(v))}`] : [encodeUriComponent(k), encodeUriComponent(text(v))]));
    return `.${list ? list.join(explode ? '.' : ',') : encodeUriComponent(text(value))}`;
  }
  if (style === 'matrix') {
    if (items) return explode ? items.map((item) => `;${name}=${item}`).join('') : `;${name}=${items.join(',')}`;
    if (pairs) return explode ? pairs.map(([k, v]) => `;${encodeUriComponent(k)}=${encodeUriComponent(text(v))}`).join('') : `;${name}=${pairs.flatMap(([k, v]) => [encodeUriComponent(k), encodeUriComponent(text(v))]).join(',')}`;
    return `;${name}=${encodeUriComponent(text(value))}`;
  }
  return simple(value, explode, encodeUriComponent);
}

/**
 * A query parameter as encoded `name=value` pairs, by its OpenAPI style: `form` (the default,
 * exploded: `state=a&state=b`; not exploded: `state=a,b`), `spaceDelimited` (`a%20b`),
 * `pipeDelimited` (`a%7Cb`: `|` may not stand in a URL as itself, and Java's and Ruby's
 * URL parsers reject it; OpenAPI 3.1.1's examples encode it too), or `deepObject`
 * (`filter%5Bkey%5D=v`: brackets encoded, as curl would glob them).
 */
export function queryPairs(parameter: Parameter): string[] {
  const value = exampleValue(parameter);
  if (value === undefined) return [];
  const style = parameter.style ?? 'form';
  const explode = parameter.explode ?? style === 'form';
  const name = encodeUriComponent(parameter.name);
  const pairs = entries(value);
  if (style === 'deepObject' && pairs) return pairs.map(([k, v]) => `${encodeUriComponent(`${parameter.name}[${k}]`)}=${encodeUriComponent(text(v))}`);
  if (Array.isArray(value)) {
    const items = value.map((item) => encodeUriComponent(text(item)));
    if (explode) return items.map((item) => `${name}=${item}`);
    const delimiter = style === 'spaceDelimited' ? '%20' : style === 'pipeDelimited' ? '%7C' : ',';
    return [`${name}=${items.join(delimiter)}`];
  }
  if (pairs) {
    if (explode) return pairs.map(([k, v]) => `${encodeUriComponent(k)}=${encodeUriComponent(text(v))}`);
    return [`${name}=${pairs.flatMap(([k, v]) => [encodeUriComponent(k), encodeUriComponent(text(v))]).join(',')}`];
  }
  return [`${name}=${encodeUriComponent(text(value))}`];
}

/** A header or cookie parameter's text: OpenAPI's `simple` style (`a,b`; objects `k,v` or, exploded, `k=v`), not encoded. */
export function plainValue(parameter: Parameter): string {
  const value = exampleValue(parameter);
  return value === undefined ? '' : simple(value, parameter.explode ?? false, (s) => s);
}

function simple(value: unknown, explode: boolean, encode: (text: string) => string): string {
  if (Array.isArray(value)) return value.map((item) => encode(text(item))).join(',');
  const pairs = entries(value);
  if (pairs) return pairs.map(([k, v]) => (explode ? `${encode(k)}=${encode(text(v))}` : `${encode(k)},${encode(text(v))}`)).join(',');
  return encode(text(value));
}
