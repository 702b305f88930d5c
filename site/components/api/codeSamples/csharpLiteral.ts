import { mergeParts, type Part } from './parts.ts';
import { hex, wellFormed } from './unicode.ts';

const ESCAPES: Record<string, string> = {
  '\\': '\\\\', '"': '\\"', '\0': '\\0', '\u0007': '\\a', '\b': '\\b', '\f': '\\f', '\n': '\\n', '\r': '\\r', '\t': '\\t', '\v': '\\v',
};

/**
 * A C# string literal. C# ends a line at U+0085, U+2028 and U+2029 too: those and the other
 * controls are written as `\uXXXX` (never `\x`, which takes up to four digits).
 */
export function csString(text: string): string {
  return `"${wellFormed(text).replace(/[\\"\u0000-\u001f\u007f\u0085\u2028\u2029]/g, (char) => ESCAPES[char] ?? `\\u${hex(char, 4)}`)}"`;
}

/** An expression for parts: literals and `Environment.GetEnvironmentVariable("NAME")` joined with `+`. */
export function csExpression(parts: readonly Part[]): string {
  const merged = mergeParts(parts);
  if (merged.length === 0) return '""';
  return merged.map((part) => (typeof part === 'string' ? csString(part) : `Environment.GetEnvironmentVariable(${csString(part.env)})`)).join(' + ');
}

/**
 * A C# 11 raw string literal holding `text` (pretty JSON) as it reads: its lines indented by
 * `indent` spaces, which the compiler strips up to the closing quotes', and more quotes around it
 * than the longest run of quotes within. A text with controls or C#'s other line ends, or with
 * spaces at a line's end, is a plain literal instead.
 */
export function csRawString(text: string, indent: number): string {
  if (text === '' || /[\u0000-\u0008\u000b-\u001f\u0085\u2028\u2029]|[ \t]$/m.test(text) || /^\s|\s$/.test(text)) return csString(text);
  const pad = ' '.repeat(indent);
  const quotes = '"'.repeat(Math.max(3, ...[...text.matchAll(/"+/g)].map((run) => run[0].length + 1)));
  return `${quotes}\n${wellFormed(text).split('\n').map((line) => (line ? pad + line : line)).join('\n')}\n${pad}${quotes}`;
}
