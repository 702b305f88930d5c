import { readdirSync } from 'node:fs';
import path from 'node:path';
import { localeFileProblems, readLocaleFile } from '../../scripts/build/localeFiles.mjs';

const PLURAL = /_(zero|one|two|few|many|other)$/;
/** What the site's translator (./translate.ts) does not do: i18next's nesting, formats and unescaped values. */
const UNSUPPORTED = /\$t\(|\{\{[^}]*,[^}]*\}\}|\{\{-/;

/** Every locales/<locale>/common.json, read from disk (for checks, not for the site). */
export function readCatalogues(dir = 'locales'): Record<string, Record<string, string>> {
  return Object.fromEntries(
    readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => [entry.name, readLocaleFile(path.join(dir, entry.name, 'common.json')) as Record<string, string>]),
  );
}

/**
 * What is wrong with the chrome's strings under `dir`: a common.json that is not JSON (said
 * where), else {@link catalogueProblems} of the catalogues. (The API's translations, api.json, are
 * checked with the spec: ./apiTranslations.ts.)
 */
export function localeProblems(dir = 'locales'): string[] {
  const unreadable = localeFileProblems(dir, 'common.json');
  return unreadable.length > 0 ? unreadable : catalogueProblems(readCatalogues(dir));
}

/**
 * What is wrong with the locale catalogues: a key of English missing in a locale, a key English
 * does not have, a plural form the locale's grammar needs (Intl.PluralRules) that is missing, or
 * a string written for i18next's features the translator lacks (`$t(…)`, `{{value, format}}`).
 */
export function catalogueProblems(all: Record<string, Record<string, string>>): string[] {
  const base = (key: string) => key.replace(PLURAL, '');
  const englishKeys = new Set(Object.keys(all.en ?? {}).map(base));
  const problems: string[] = [];
  for (const [locale, strings] of Object.entries(all)) {
    const keys = Object.keys(strings);
    const bases = new Set(keys.map(base));
    for (const key of englishKeys) if (!bases.has(key)) problems.push(`locales/${locale}/common.json: missing key "${key}"`);
    for (const key of bases) if (!englishKeys.has(key)) problems.push(`locales/${locale}/common.json: unknown key "${key}" (not in English)`);
    for (const [key, text] of Object.entries(strings)) {
      if (UNSUPPORTED.test(text)) problems.push(`locales/${locale}/common.json: "${key}" uses nesting or a format, which site/i18n/translate.ts does not do: only {{name}} and plural forms`);
    }
    const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
    for (const key of new Set(keys.filter((k) => PLURAL.test(k)).map(base))) {
      for (const category of categories) {
        if (!(`${key}_${category}` in strings)) problems.push(`locales/${locale}/common.json: "${key}" lacks the plural form "${key}_${category}"`);
      }
    }
  }
  return problems;
}
