import en from '../../locales/en/common.json';
import he from '../../locales/he/common.json';
import zh from '../../locales/zh/common.json';
import type { LocaleCode } from '../config/schema.ts';

/**
 * The chrome's strings: one JSON per locale under locales/<locale>/common.json. English is the
 * schema: its keys are the only keys a component may ask for (STYLE.md §7).
 */
export const catalogues: Record<LocaleCode, Record<string, string>> = { en, he, zh };

const PLURAL = /_(zero|one|two|few|many|other)$/;

/** A key as components write it: plural forms (`_one`, `_other`, …) are chosen by i18next. */
export type StringKey = keyof typeof en extends infer K ? (K extends `${infer Base}_${'one' | 'other'}` ? Base : K) : never;

/**
 * What is wrong with the locale catalogues: a key of English missing in a locale, a key English
 * does not have, or a plural form the locale's grammar needs (Intl.PluralRules) that is missing.
 */
export function catalogueProblems(all: Record<string, Record<string, string>> = catalogues): string[] {
  const base = (key: string) => key.replace(PLURAL, '');
  const englishKeys = new Set(Object.keys(all.en ?? {}).map(base));
  const problems: string[] = [];
  for (const [locale, strings] of Object.entries(all)) {
    const keys = Object.keys(strings);
    const bases = new Set(keys.map(base));
    for (const key of englishKeys) if (!bases.has(key)) problems.push(`locales/${locale}/common.json: missing key "${key}"`);
    for (const key of bases) if (!englishKeys.has(key)) problems.push(`locales/${locale}/common.json: unknown key "${key}" (not in English)`);
    const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
    for (const key of new Set(keys.filter((k) => PLURAL.test(k)).map(base))) {
      for (const category of categories) {
        if (!(`${key}_${category}` in strings)) problems.push(`locales/${locale}/common.json: "${key}" lacks the plural form "${key}_${category}"`);
      }
    }
  }
  return problems;
}
