import { mergeParts, type Part } from './parts.ts';

const ESCAPES: Record<string, string> = { '\\': '\\\\', '"': '\\"', '\n': '\\n', '\r': '\\r', '\t': '\\t' };

/**
 * A Python string literal in double quotes. Backslash, quote and the common controls get their
 * short escapes, other controls `\xNN`, lone surrogates `\uXXXX` (they cannot be written as
 * UTF-8 source); everything else, non-ASCII included, stays as it is (Python 3 reads UTF-8).
 */
export function pyString(text: string): string {
  const body = text.replace(
    /[\\"\u0000-\u001f\u007f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g,
    (char) => {
      const code = char.charCodeAt(0);
      return ESCAPES[char] ?? (code < 0x100 ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16)}`);
    },
  );
  return `"${body}"`;
}

/** An expression for parts: literals and `os.environ["NAME"]` joined with `+`. */
export function pyExpression(parts: readonly Part[]): string {
  const merged = mergeParts(parts);
  if (merged.length === 0) return '""';
  return merged.map((part) => (typeof part === 'string' ? pyString(part) : `os.environ[${pyString(part.env)}]`)).join(' + ');
}

/**
 * A JSON value as a Python literal (`true/false/null` → `True/False/None`), in the layout black
 * gives it: four-space indents, one item a line, trailing commas. The lines after the first are
 * shifted by `indent` spaces to sit inside the surrounding code.
 */
export function pyValue(value: unknown, indent = 0): string {
  const pad = ' '.repeat(indent);
  if (value === null || value === undefined) return 'None';
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : value > 0 ? 'float("inf")' : value < 0 ? '-float("inf")' : 'float("nan")';
  if (typeof value === 'string') return pyString(value);
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    return `[\n${value.map((item) => `${pad}    ${pyValue(item, indent + 4)},\n`).join('')}${pad}]`;
  }
  if (typeof value === 'object') {
    // As JSON.stringify does: a property whose value is undefined is not there.
    const entries = Object.entries(value).filter(([, item]) => item !== undefined);
    if (entries.length === 0) return '{}';
    return `{\n${entries.map(([key, item]) => `${pad}    ${pyString(key)}: ${pyValue(item, indent + 4)},\n`).join('')}${pad}}`;
  }
  return pyString(String(value));
}
