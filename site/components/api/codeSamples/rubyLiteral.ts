import { mergeParts, type Part } from './parts.ts';
import { hex, wellFormed } from './unicode.ts';

const ESCAPES: Record<string, string> = {
  '\\': '\\\\', '"': '\\"', '#': '\\#', '\n': '\\n', '\r': '\\r', '\t': '\\t', '\v': '\\v', '\f': '\\f', '\b': '\\b', '\u0007': '\\a', '\u001b': '\\e',
};

/** The text of a double-quoted Ruby literal: `#` escaped where it would start `#{…}`, `#@` or `#$`; controls as `\u{…}`. */
function rubyText(text: string): string {
  return wellFormed(text).replace(/[\\"\u0000-\u001f\u007f]|#(?=[{@$])/g, (char) => ESCAPES[char] ?? `\\u{${hex(char)}}`);
}

/** A Ruby string literal, double-quoted (as the standard style has them). */
export function rbString(text: string): string {
  return `"${rubyText(text)}"`;
}

/** An expression for parts: one string, the variables interpolated (`"Bearer #{ENV.fetch("NAME")}"`). */
export function rbExpression(parts: readonly Part[]): string {
  return `"${mergeParts(parts).map((part) => (typeof part === 'string' ? rubyText(part) : `#{ENV.fetch(${rbString(part.env)})}`)).join('')}"`;
}

/**
 * `text` (pretty JSON) as a squiggly heredoc with a quoted marker (`<<~'JSON'`): as it reads,
 * nothing interpreted, its lines indented by `indent` spaces (Ruby strips the common
 * indentation), ending with a newline, which JSON allows. A text with a line that is the marker,
 * or with controls, is a plain literal instead. Nothing may follow it on its first line.
 */
export function rbHeredoc(text: string, indent: number, marker = 'JSON'): string {
  if (text === '' || new RegExp(`^\\s*${marker}\\s*$`, 'm').test(text) || /[\r\u0000-\u0008\u000b-\u001f]/.test(text)) return rbString(text);
  const pad = ' '.repeat(indent);
  return `<<~'${marker}'\n${wellFormed(text).split('\n').map((line) => (line ? pad + line : line)).join('\n')}\n${marker}`;
}
