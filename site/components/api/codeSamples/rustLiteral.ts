import { mergeParts, type Part } from './parts.ts';
import { hex, wellFormed } from './unicode.ts';

const ESCAPES: Record<string, string> = { '\\': '\\\\', '"': '\\"', '\n': '\\n', '\r': '\\r', '\t': '\\t', '\0': '\\0' };

const rustText = (text: string) => wellFormed(text).replace(/[\\"\u0000-\u001f\u007f]/g, (char) => ESCAPES[char] ?? `\\u{${hex(char)}}`);

/** A Rust string literal. */
export function rsString(text: string): string {
  return `"${rustText(text)}"`;
}

/**
 * An expression for parts: a literal; `env::var("NAME")?` alone; or `format!` with the
 * variables as its arguments (braces of the text doubled, as format strings want them).
 */
export function rsExpression(parts: readonly Part[]): string {
  const merged = mergeParts(parts);
  if (merged.every((part) => typeof part === 'string')) return rsString(merged.join(''));
  const variable = (name: string) => `env::var(${rsString(name)})?`;
  if (merged.length === 1) return variable((merged[0] as { env: string }).env);
  const format = merged.map((part) => (typeof part === 'string' ? rustText(part).replace(/[{}]/g, '$&$&') : '{}')).join('');
  const args = merged.flatMap((part) => (typeof part === 'string' ? [] : [variable(part.env)]));
  return `format!("${format}", ${args.join(', ')})`;
}

/**
 * A raw string literal (`r#"…"#`) holding `text` as it reads, with one `#` more than the longest
 * run after a quote within. Rust refuses a bare CR in one: such a text is a plain literal.
 */
export function rsRawString(text: string): string {
  if (/[\r]/.test(text)) return rsString(text);
  const hashes = '#'.repeat(Math.max(1, ...[...text.matchAll(/"(#*)/g)].map((run) => run[1]!.length + 1)));
  return `r${hashes}"${wellFormed(text)}"${hashes}`;
}
