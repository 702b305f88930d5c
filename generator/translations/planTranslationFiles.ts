import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ApiText } from './collectApiText.ts';
import { formatApiTranslations, parseApiTranslations, type ApiTranslations } from './format.ts';
import { mergeSkeleton } from './mergeSkeleton.ts';

/** The language of the spec: it gets no api.json (its text is the spec itself). */
export const SOURCE_LOCALE = 'en';
export const API_TRANSLATIONS_FILE = 'api.json';

/** One locale's api.json: what is on disk, and what generate would write there. */
export interface TranslationFilePlan {
  locale: string;
  /** The file's path as given (under the locales directory), for messages. */
  file: string;
  /** The file's current text; undefined when it does not exist yet. */
  current: string | undefined;
  /** Parsed `current`, undefined when the file does not exist yet. */
  existing: ApiTranslations | undefined;
  /** What generate writes. */
  next: ApiTranslations;
  /** Ids of `next` the spec no longer has: translations kept so that no work is lost. */
  orphaned: string[];
  nextText: string;
}

/**
 * What `npm run generate` would write for every locale (each directory of `localesDir` but the
 * source locale's), from the spec's current text. Generate writes these and check compares
 * against them, so the two cannot disagree. Throws a UserError naming the file when an
 * existing api.json is not valid JSON or not of the format: a translator's work is never
 * overwritten by a skeleton.
 */
export function planTranslationFiles(entries: ApiText, localesDir: string): TranslationFilePlan[] {
  return translationLocales(localesDir).map((locale) => {
    const file = path.join(localesDir, locale, API_TRANSLATIONS_FILE);
    const current = existsSync(file) ? readFileSync(file, 'utf8') : undefined;
    const existing = current === undefined ? undefined : parseApiTranslations(current, file);
    const next = mergeSkeleton(existing, entries);
    const orphaned = Object.keys(next).filter((id) => !entries.has(id));
    return { locale, file, current, existing, next, orphaned, nextText: formatApiTranslations(next) };
  });
}

/** The locales to translate into: the directories of `localesDir` except the source locale's, sorted. */
export function translationLocales(localesDir: string): string[] {
  if (!existsSync(localesDir)) return [];
  return readdirSync(localesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== SOURCE_LOCALE && !entry.name.startsWith('.'))
    .map((entry) => entry.name)
    .sort();
}
