// Where and why a text is not JSON, said as the rest of the project says a problem of a file
// (`file:line:col: …`): for the generator's api.json and for the build's and the live preview's
// check of common.json (scripts/build/localeFiles.mjs, scripts/dev/problems.ts). Plain JavaScript,
// so that the build checks the locales before any TypeScript loader is up; its types are in
// ./jsonSyntax.d.mts.

/**
 * `text` as JSON. A byte-order mark before it (some Windows editors write one) is not a mistake:
 * it is dropped, as Vite's reading of the same file drops it.
 */
export const parseJson = (text) => JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);

/**
 * Why `text` is not JSON, and where the parser stopped (1-based; none when it does not say): its
 * message without Node's `in JSON at position N`. Undefined when it parses. The live preview
 * shows the same for a catalogue saved broken (scripts/dev/problems.ts).
 */
export function jsonSyntaxError(text) {
  try {
    parseJson(text);
    return undefined;
  } catch (error) {
    const reason = error.message.replace(/ in JSON at position \d+.*$/s, '');
    // The position it names, or the end for a text cut short.
    const position = /at position (\d+)/.exec(error.message)?.[1] ?? (/end of JSON input/.test(error.message) ? text.length : undefined);
    if (position === undefined) return { reason };
    const before = text.slice(0, Number(position)).split('\n');
    return { reason, line: before.length, col: before.at(-1).length + 1 };
  }
}

/**
 * What to say of `text`, the content of `file`, that is not JSON: where and why,
 * `locales/he/common.json:3:100: not valid JSON: Expected double-quoted property name`.
 */
export function notJsonMessage(file, text) {
  const { reason, line, col } = jsonSyntaxError(text);
  return `${file}${line === undefined ? '' : `:${line}:${col}`}: not valid JSON: ${reason}`;
}
