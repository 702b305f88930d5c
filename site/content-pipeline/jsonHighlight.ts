import { lineHtml, LONGEST_LINE, preHtml, type PreHtml } from './highlightHtml.ts';

/**
 * JSON highlighted without a grammar, as shiki would highlight it: the same `<pre>`, lines, spans
 * and classes, byte for byte (checked against shiki as the build starts, and in the tests over
 * every example of our spec and of GitHub's). The API pages' examples are JSON that
 * `JSON.stringify` wrote; shiki's TextMate grammar took ~2.5 s of a GitHub build's pre-rendering
 * to tokenize them (33,000 lines), this a few milliseconds.
 *
 * What it gives tokens comes from shiki itself ({@link JsonStyle}): it only knows where JSON's
 * tokens are. Text it is not sure to read as shiki does (not valid JSON, escapes in strings,
 * carriage returns) is left to shiki: {@link jsonHtml} returns undefined.
 */
export interface JsonStyle extends PreHtml {
  /** The classes shiki gives a property name, a string, a number and `true`/`false`/`null` ('' for the text's own colour). */
  classes: Record<JsonToken, string>;
}

type JsonToken = 'key' | 'string' | 'number' | 'literal';

/** A colon next (sticky), after a string: the string is a property name. */
const COLON = /[ \t]*:/y;

/** One of JSON's tokens at the regex's position (sticky): whitespace, a string without escapes, a number, a literal, punctuation. */
const TOKEN = /([ \t]+)|("[^"\\]*")|(-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?)|(true|false|null)|([{}[\],:])/y;

export function jsonHtml(code: string, style: JsonStyle): string | undefined {
  if (code === '' || code.includes('\r') || code.includes('\\')) return undefined;
  // A property name whose colon is on a later line: a line's tokens are read from the line alone.
  if (/"[ \t]*\n\s*:/.test(code)) return undefined;
  try {
    JSON.parse(code);
  } catch {
    return undefined;
  }
  const lines: string[] = [];
  for (const line of code.split('\n')) {
    const tokens = line.length >= LONGEST_LINE ? [[line, ''] as const] : lineTokens(line, style.classes);
    if (!tokens) return undefined;
    lines.push(lineHtml(tokens));
  }
  return preHtml(style, lines);
}

/**
 * A line's tokens as shiki gives them: neighbours of one class are one token (TextMate merges
 * them), and whitespace before another token is part of it (shiki's `mergeWhitespaces`).
 */
function lineTokens(line: string, classes: JsonStyle['classes']): [text: string, className: string][] | undefined {
  const raw: [string, string][] = [];
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < line.length) {
    const at = TOKEN.lastIndex;
    const match = TOKEN.exec(line);
    if (!match || match.index !== at) return undefined;
    const [text, , string, number, literal] = match;
    let className = '';
    if (string !== undefined) {
      COLON.lastIndex = TOKEN.lastIndex;
      className = COLON.test(line) ? classes.key : classes.string;
    } else if (number !== undefined) className = classes.number;
    else if (literal !== undefined) className = classes.literal;
    const last = raw.at(-1);
    if (last && last[1] === className) last[0] += text;
    else raw.push([text, className]);
  }
  const merged: [string, string][] = [];
  let carried = '';
  raw.forEach(([text, className], i) => {
    if (/^\s+$/.test(text) && i + 1 < raw.length) carried += text;
    else {
      merged.push([carried + text, className]);
      carried = '';
    }
  });
  return merged;
}
