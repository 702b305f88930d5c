// The locale files (locales/<locale>/*.json) checked before the site is bundled. Vite's JSON
// plugin, given one that is not JSON, failed the build with "key must be a string at line 3 column
// 100", no file named, and a stack trace of its native code. Plain JavaScript, so that the build
// checks them before any loader is up; its types are in ./localeFiles.d.mts.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Why `text` is not JSON, and where the parser stopped (1-based; none when it does not say): its
 * message without Node's `in JSON at position N`. Undefined when it parses. The live preview
 * shows the same for a catalogue saved broken (scripts/dev/problems.ts).
 */
export function jsonSyntaxError(text) {
  try {
    JSON.parse(text);
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
 * The JSON in `file` (a path relative to the working directory, as messages name it), or a
 * located error: `locales/he/common.json:3:100: not valid JSON: Expected double-quoted property name`.
 */
export function readLocaleFile(file) {
  const text = readFileSync(file, 'utf8');
  try {
    return JSON.parse(text);
  } catch {
    const { reason, line, col } = jsonSyntaxError(text);
    throw new Error(`${file}${line === undefined ? '' : `:${line}:${col}`}: not valid JSON: ${reason}`);
  }
}

/** What is wrong with the locale files under `dir` (those named `only`, else all): one located line for each that is not JSON. */
export function localeFileProblems(dir = 'locales', only = undefined) {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((locale) => readdirSync(path.join(dir, locale.name)).filter((name) => (only ? name === only : name.endsWith('.json'))).map((name) => path.join(dir, locale.name, name)))
    .flatMap((file) => {
      try {
        readLocaleFile(file);
        return [];
      } catch (error) {
        return [error.message];
      }
    });
}
