import { mergeParts, type Part } from './parts.ts';

/**
 * A JavaScript string literal. A JSON string is one (since ES2019 U+2028 and U+2029 are allowed
 * too), and JSON.stringify escapes quotes, backslashes, control characters and lone surrogates.
 */
export function jsString(text: string): string {
  return JSON.stringify(text);
}

/** An object key: bare when it is an identifier (`Accept`), else quoted (`"Content-Type"`). */
export function jsKey(name: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(name) ? name : jsString(name);
}

/**
 * An expression for parts: a string literal, or a template literal reading the variables
 * (`process.env.NAME`, or as `variable` spells them) when one is involved. In the template's text
 * `\`, `` ` `` and `${` are escaped; control characters and lone surrogates as `\u` escapes (a
 * raw CR would be read as LF).
 */
export function jsExpression(parts: readonly Part[], variable = (name: string) => `process.env.${name}`): string {
  const merged = mergeParts(parts);
  if (merged.every((part) => typeof part === 'string')) return jsString(merged.join(''));
  const body = merged.map((part) =>
    typeof part === 'string'
      ? part
          .replace(/[\\`]|\$(?=\{)/g, '\\$&')
          .replace(/[\u0000-\u001f\u007f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, unicodeEscape)
      : `\${${variable(part.env)}}`,
  );
  return `\`${body.join('')}\``;
}

/**
 * A JSON value as a JavaScript expression, laid out as prettier would: two-space indents, bare
 * keys where they are identifiers, trailing commas. The lines after the first are shifted by
 * `indent` spaces to sit inside the surrounding code.
 */
export function jsValue(value: unknown, indent = 0): string {
  const pad = ' '.repeat(indent);
  if (value === undefined) return 'undefined';
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    return `[\n${value.map((item) => `${pad}  ${jsValue(item, indent + 2)},\n`).join('')}${pad}]`;
  }
  if (value !== null && typeof value === 'object') {
    // As JSON.stringify does: a property whose value is undefined is not there.
    const entries = Object.entries(value).filter(([, item]) => item !== undefined);
    if (entries.length === 0) return '{}';
    return `{\n${entries.map(([key, item]) => `${pad}  ${jsKey(key)}: ${jsValue(item, indent + 2)},\n`).join('')}${pad}}`;
  }
  // Strings, finite numbers, booleans and null are written as JSON writes them.
  return JSON.stringify(value) ?? 'undefined';
}

function unicodeEscape(char: string): string {
  return `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`;
}
