import { mergeParts, type Part } from './parts.ts';

const ESCAPES: Record<string, string> = { '\\': '\\\\', '"': '\\"', '\n': '\\n', '\r': '\\r', '\t': '\\t' };
// What an interpreted literal must escape: backslash, quote, controls, and what Go source may not
// hold raw: a byte order mark, and lone surrogates (not UTF-8 at all; they become U+FFFD).
const INTERPRETED = /[\\"\u0000-\u001f\u007f\ufeff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
// What a raw literal cannot hold: a backquote ends it, a CR is dropped from it, NUL and BOM are
// rejected by the compiler, lone surrogates cannot be encoded.
const NOT_RAW = /[`\r\u0000\ufeff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** A Go interpreted string literal ("…"); non-ASCII text stays as it is (Go source is UTF-8). */
export function goString(text: string): string {
  const body = text.replace(INTERPRETED, (char) => {
    const code = char.charCodeAt(0);
    if (code >= 0xd800 && code <= 0xdfff) return '\\ufffd';
    return ESCAPES[char] ?? (code < 0x80 ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16)}`);
  });
  return `"${body}"`;
}

/**
 * A Go raw string literal (`…`), so that a JSON body reads as itself. The characters a raw
 * literal cannot hold are spliced in as interpreted literals: `a` + "`" + `b`.
 */
export function goRawString(text: string): string {
  if (text === '') return '""';
  const pieces: string[] = [];
  let raw = '';
  for (const char of text) {
    if (NOT_RAW.test(char)) {
      if (raw) pieces.push(`\`${raw}\``);
      raw = '';
      pieces.push(goString(char));
    } else raw += char;
  }
  if (raw) pieces.push(`\`${raw}\``);
  // Consecutive interpreted pieces read better as one: "\r" + "\n" → "\r\n".
  return pieces.reduce<string[]>((joined, piece) => {
    const last = joined.at(-1);
    if (last?.startsWith('"') && piece.startsWith('"')) joined[joined.length - 1] = last.slice(0, -1) + piece.slice(1);
    else joined.push(piece);
    return joined;
  }, []).join(' + ');
}

/**
 * An expression for parts: literals and `os.Getenv("NAME")` joined with `+`. `compact` writes
 * `a+b` as gofmt does for an argument among several (`req.Header.Set("A", "x "+v)`).
 */
export function goExpression(parts: readonly Part[], compact = false): string {
  const merged = mergeParts(parts);
  if (merged.length === 0) return '""';
  return merged.map((part) => (typeof part === 'string' ? goString(part) : `os.Getenv(${goString(part.env)})`)).join(compact ? '+' : ' + ');
}

const METHODS: Record<string, string> = {
  GET: 'MethodGet', PUT: 'MethodPut', POST: 'MethodPost', DELETE: 'MethodDelete',
  OPTIONS: 'MethodOptions', HEAD: 'MethodHead', PATCH: 'MethodPatch', TRACE: 'MethodTrace',
};

/** net/http's constant for a method (`http.MethodPost`), else the method as a string. */
export function goMethod(method: string): string {
  const constant = METHODS[method];
  return constant ? `http.${constant}` : goString(method);
}
