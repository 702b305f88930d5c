import { mergeParts, type Part } from './parts.ts';
import { wellFormed } from './unicode.ts';

const ESCAPES: Record<string, string> = { '\\': '\\\\', '"': '\\"', '\n': '\\n', '\r': '\\r', '\t': '\\t', '\b': '\\b', '\f': '\\f' };

/**
 * A Java string literal. Other controls are written as three-digit octal escapes (`\033`), never
 * `\u001b`: javac turns `\u` escapes into characters before it reads the source, so `\u000a`
 * would end the literal. A backslash of the text is doubled, so no `\u` of the text is one.
 */
export function javaString(text: string): string {
  return `"${wellFormed(text).replace(/[\\"\u0000-\u001f\u007f]/g, (char) => ESCAPES[char] ?? `\\${char.charCodeAt(0).toString(8).padStart(3, '0')}`)}"`;
}

/** An expression for parts: literals and `System.getenv("NAME")` joined with `+`. */
export function javaExpression(parts: readonly Part[]): string {
  const merged = mergeParts(parts);
  if (merged.length === 0) return '""';
  return merged.map((part) => (typeof part === 'string' ? javaString(part) : `System.getenv(${javaString(part.env)})`)).join(' + ');
}

/**
 * A Java text block (`"""`, Java 15) holding `text`, which has no line of trailing spaces or
 * controls (pretty JSON): each line indented by `indent` spaces (javac strips them), the closing
 * quotes on the last line so that no newline ends the text. Backslashes are doubled and a `"""`
 * of the text escaped; otherwise it reads as itself.
 */
export function javaTextBlock(text: string, indent: number): string {
  if (/[\r\u0000-\u0008\u000b-\u001f]|[ \t]$/m.test(text) || text === '') return javaString(text);
  const pad = ' '.repeat(indent);
  // A quote just before the closing ones would close the block one quote early.
  const escaped = wellFormed(text).replaceAll('\\', '\\\\').replaceAll('"""', '\\"""').replace(/"$/, '\\"');
  return `"""\n${escaped.split('\n').map((line) => (line ? pad + line : line)).join('\n')}"""`;
}
