import { mergeParts, type Part } from './parts.ts';
import { wellFormed } from './unicode.ts';

const ESCAPES: Record<string, string> = { '\\': '\\\\', '"': '\\"', $: '\\$', '\n': '\\n', '\r': '\\r', '\t': '\\t', '\v': '\\v', '\f': '\\f', '\u001b': '\\e' };

/**
 * A PHP string literal: single-quoted, where only `\` and `'` are escaped, unless the text holds
 * controls; then double-quoted, with `$` escaped against interpolation and the controls as
 * escapes (`\x` with two digits: it reads at most two).
 */
export function phpString(text: string): string {
  const clean = wellFormed(text);
  if (!/[\u0000-\u001f\u007f]/.test(clean)) return `'${clean.replace(/[\\']/g, '\\$&')}'`;
  return `"${clean.replace(/[\\"$\u0000-\u001f\u007f]/g, (char) => ESCAPES[char] ?? `\\x${char.charCodeAt(0).toString(16).padStart(2, '0')}`)}"`;
}

/** An expression for parts: literals and `getenv('NAME')` joined with `.`. */
export function phpExpression(parts: readonly Part[]): string {
  const merged = mergeParts(parts);
  if (merged.length === 0) return "''";
  return merged.map((part) => (typeof part === 'string' ? phpString(part) : `getenv(${phpString(part.env)})`)).join(' . ');
}

/**
 * A nowdoc (`<<<'JSON'`, PHP 7.3's flexible form) holding `text` as it reads: nothing in it is
 * interpreted. Its lines and the closing marker are indented by `indent` spaces, which PHP
 * strips; the text must not have a line starting with the marker, else it is a plain literal.
 */
export function phpNowdoc(text: string, indent: number, marker = 'JSON'): string {
  if (text === '' || new RegExp(`^\\s*${marker}\\b`, 'm').test(text) || /[\r\u0000-\u0008\u000b-\u001f]/.test(text)) return phpString(text);
  const pad = ' '.repeat(indent);
  return `<<<'${marker}'\n${wellFormed(text).split('\n').map((line) => (line ? pad + line : line)).join('\n')}\n${pad}${marker}`;
}
