/**
 * Highlighted code's HTML as shiki writes it with ./shiki.ts's transformers, for the ways that
 * write it from tokens rather than through shiki's HTML tree (./shiki.ts, ./jsonHighlight.ts):
 * the `<pre>` and `<code>` around the lines, one `<span class="line">` a line, joined by line
 * breaks, a token with classes in a span and one without as its text alone.
 */
export interface PreHtml {
  /** Shiki's `<pre>` and `<code>` before the first line, and their ends after the last. */
  open: string;
  close: string;
}

/** The `<pre>` around the lines of `html`, shiki's HTML of some code; undefined if it has no line. */
export function preAround(html: string): PreHtml | undefined {
  const first = html.indexOf('<span class="line');
  const end = html.lastIndexOf('</code>');
  return first < 0 || end < 0 ? undefined : { open: html.slice(0, first), close: html.slice(end) };
}

/** Text as shiki's HTML writer (hast-util-to-html) escapes it: `<` and `&` only, as hexadecimal references. */
const escapeText = (text: string) => text.replace(/[<&]/g, (c) => (c === '<' ? '&#x3C;' : '&#x26;'));

/**
 * A line of this many characters or more is written plain, and the lines after it are tokenized
 * as if it were not there. Without a limit, some grammars take time that grows with the square of
 * a line's length and more: a spec's example holding a 139 KB base64 string (one of APIs.guru's,
 * amadeus.com's Trip Parser) put it on one line of each code sample, and JavaScript's grammar had
 * not tokenized it after ten minutes (4,000 characters: ~0.4 s; C#'s grammar, on a JSON line
 * outside a string: 2,000 characters, 5 s). JSON written without a grammar (./jsonHighlight.ts)
 * leaves such lines plain too: it must write what shiki would.
 */
export const LONGEST_LINE = 1000;

/** One line: its tokens' text and classes ('' for none), marked `highlighted` or not. */
export function lineHtml(tokens: readonly (readonly [text: string, className: string])[], highlighted = false): string {
  const inner = tokens.map(([text, className]) => (className ? `<span class="${className}">${escapeText(text)}</span>` : escapeText(text))).join('');
  return `<span class="line${highlighted ? ' highlighted' : ''}">${inner}</span>`;
}

/** The lines (as {@link lineHtml} wrote them) inside their `<pre>`. */
export const preHtml = (pre: PreHtml, lines: readonly string[]) => `${pre.open}${lines.join('\n')}${pre.close}`;
