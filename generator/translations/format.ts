import { createHash } from 'node:crypto';
import { z } from 'zod';
import { UserError } from '../problems.ts';
import { notJsonMessage, parseJson } from './jsonSyntax.mjs';

/**
 * The file format of `locales/<locale>/api.json`: the spec's text keyed by a stable id (see
 * collectApiText). `en` is always the current English, rewritten by every `npm run generate` so
 * that translators see what to translate; `hash` is the hash of the English that `text` was
 * translated from, so a changed English source shows as a mismatch (stale) instead of silently
 * keeping an outdated translation. `text` is "" while untranslated.
 */
export const ApiTranslationEntry = z.strictObject({
  hash: z.string().regex(/^[0-9a-f]{8}$/, 'must be 8 lowercase hex digits (the first 8 of the sha256 of the English)'),
  en: z.string(),
  text: z.string(),
});
export type ApiTranslationEntry = z.infer<typeof ApiTranslationEntry>;

export const ApiTranslations = z.record(z.string(), ApiTranslationEntry);
export type ApiTranslations = z.infer<typeof ApiTranslations>;

/** The first 8 hex digits of the sha256 of the text: short enough to read in a diff, plenty to spot a change. */
export function hashText(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex').slice(0, 8);
}

/** Translated, but from an English text that has changed since: the site shows the English. */
export const isStale = (entry: ApiTranslationEntry): boolean => entry.text !== '' && entry.hash !== hashText(entry.en);

/** Checks an already parsed value against the format; the error names `file` and the bad entry. */
export function validateApiTranslations(value: unknown, file: string): ApiTranslations {
  const result = ApiTranslations.safeParse(value);
  if (result.success) return result.data;
  const issues = result.error.issues.slice(0, 5).map((issue) => {
    const where = issue.path.length ? issue.path.map(String).join(' → ') : '(top level)';
    return `  ${where}: ${issue.message}`;
  });
  const more = result.error.issues.length > 5 ? [`  … and ${result.error.issues.length - 5} more`] : [];
  return fail(`${file} is not an API translation file (an object of id → { "hash", "en", "text" }):\n${[...issues, ...more].join('\n')}`);
}

/** Parses the text of an api.json file; invalid JSON (said where, as common.json's is) or a wrong shape is a UserError naming `file`. */
export function parseApiTranslations(source: string, file: string): ApiTranslations {
  let value: unknown;
  try {
    value = parseJson(source);
  } catch {
    return fail(notJsonMessage(file, source));
  }
  return validateApiTranslations(value, file);
}

/** The file's text as generate writes it: 2-space JSON, trailing newline, entries in the given order. */
export const formatApiTranslations = (translations: ApiTranslations): string => `${JSON.stringify(translations, null, 2)}\n`;

const fail = (message: string): never => {
  throw new UserError(message);
};
