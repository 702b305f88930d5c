/** The values a string is given: `count` chooses its plural form, every name fills its `{{name}}`. */
export type TranslateOptions = Record<string, unknown>;

const PLACEHOLDER = /\{\{(.+?)\}\}/g;

/**
 * Looks a key up in a locale's strings and fills it in, as i18next did with the options the site
 * used (no key or namespace separators, no escaping: React escapes), in a few hundred bytes where
 * i18next took 14.7 KB gzip of every page's JavaScript, whose budget is 130 KB (issue 34):
 *
 * - a `count` (a number) chooses the form its locale's grammar says (Intl.PluralRules: `key_one`,
 *   `key_two`, `key_other`, …; `key_zero` first for 0 when the locale has one), the bare key when
 *   there is none;
 * - `{{name}}` takes the value of `name` (null or undefined given: nothing), once: a value is never
 *   read again for placeholders, so a spec's name holding `{{` stays as it is
 *   (site/components/changelog/changeText.ts); a placeholder given no value stays as written;
 * - a key the strings lack is returned as it is.
 *
 * The catalogue uses nothing else of i18next's (formats, nesting, contexts): `npm run check`
 * fails on a string that would need them (./catalogueProblems.ts).
 */
export function translate(strings: Readonly<Record<string, string>>, locale: string): (key: string, options?: TranslateOptions) => string {
  const plurals = new Intl.PluralRules(locale);
  const lookup = (key: string, count: unknown): string | undefined => {
    if (count !== undefined && typeof count !== 'string') {
      const form = (count === 0 ? strings[`${key}_zero`] : undefined) ?? strings[`${key}_${plurals.select(count as number)}`];
      if (form !== undefined) return form;
    }
    return strings[key];
  };
  return (key, options) => {
    const text = lookup(key, options?.count);
    if (text === undefined) return key;
    if (!options) return text;
    return text.replace(PLACEHOLDER, (placeholder, name: string) => {
      const trimmed = name.trim();
      if (!Object.hasOwn(options, trimmed)) return placeholder;
      const value = options[trimmed];
      return value === undefined || value === null ? '' : String(value);
    });
  };
}
