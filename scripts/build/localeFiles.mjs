// The locale files (locales/<locale>/*.json) checked before the site is bundled. Vite's JSON
// plugin, given one that is not JSON, failed the build with "key must be a string at line 3 column
// 100", no file named, and a stack trace of its native code. Plain JavaScript, so that the build
// checks them before any loader is up; its types are in ./localeFiles.d.mts.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { notJsonMessage, parseJson } from '../../generator/translations/jsonSyntax.mjs';

/** The JSON in `file` (a path relative to the working directory, as messages name it), or an error located as {@link notJsonMessage} says it. */
export function readLocaleFile(file) {
  const text = readFileSync(file, 'utf8');
  try {
    return parseJson(text);
  } catch {
    throw new Error(notJsonMessage(file, text));
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
