import { mergeParts, type Part } from './parts.ts';
import { hex, wellFormed } from './unicode.ts';

const ESCAPES: Record<string, string> = { '\\': '\\\\', '"': '\\"', $: '\\$', '\n': '\\n', '\r': '\\r', '\t': '\\t', '\b': '\\b' };

const kotlinText = (text: string) => wellFormed(text).replace(/[\\"$\u0000-\u001f\u007f]/g, (char) => ESCAPES[char] ?? `\\u${hex(char, 4)}`);

/** A Kotlin string literal: `$` escaped, as it would start a template. */
export function ktString(text: string): string {
  return `"${kotlinText(text)}"`;
}

/** An expression for parts: one string template, the variables as `${System.getenv("NAME")}`. */
export function ktExpression(parts: readonly Part[]): string {
  return `"${mergeParts(parts).map((part) => (typeof part === 'string' ? kotlinText(part) : `\${System.getenv(${ktString(part.env)})}`)).join('')}"`;
}

/**
 * A raw string (`"""…""".trimIndent()`) holding `text` (pretty JSON) as it reads, its lines
 * indented by `indent` spaces, which trimIndent strips. Raw strings have no escapes: a `$` is
 * written `${'$'}`, a run of three quotes `${"\"\"\""}`. A text with controls or spaces at a
 * line's end, or starting or ending with a space, is a plain literal.
 */
export function ktRawString(text: string, indent: number): string {
  if (text === '' || /[\u0000-\u0008\u000b-\u001f]|[ \t]$/m.test(text) || /^\s|\s$/.test(text)) return ktString(text);
  const pad = ' '.repeat(indent);
  // (Functions, not replacement strings: in those `$'` means the text after the match.)
  const body = wellFormed(text).replace(/\$/g, () => "${'$'}").replace(/"""/g, () => '${"\\"\\"\\""}');
  return `"""\n${body.split('\n').map((line) => pad + line).join('\n')}\n${pad.slice(4)}""".trimIndent()`;
}
