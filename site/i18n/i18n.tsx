import { createContext, useContext, type ReactNode } from 'react';
import type { LocaleCode } from '../config/schema.ts';
import { loadCatalogue, type Catalogue, type StringKey } from './catalogue.ts';
import { LOCALES } from './locale.ts';
import { translate } from './translate.ts';

export type Translate = (key: StringKey, options?: Record<string, unknown>) => string;

const loaded = new Map<LocaleCode, Catalogue>();
const instances = new Map<LocaleCode, Translate>();

/**
 * Makes a locale's strings available to {@link translator}. The browser loads only the page's
 * locale, before rendering (+onBeforeRenderClient); the server has them all from the start.
 */
export async function loadLocale(locale: LocaleCode): Promise<void> {
  if (!loaded.has(locale)) loaded.set(locale, await loadCatalogue(locale));
}

if (import.meta.env.SSR) await Promise.all(LOCALES.map(loadLocale));

/**
 * A loaded locale's strings replaced by those the live preview sends as its catalogue is saved
 * (site/components/layout/livePreview.ts), for the page's next render.
 */
export function replaceLocale(locale: LocaleCode, strings: Catalogue): void {
  if (!loaded.has(locale)) return; // Loaded afresh from the server, should the page need them.
  loaded.set(locale, strings);
  instances.delete(locale);
}

/**
 * A locale's strings looked up and filled in (./translate.ts), synchronously, over strings
 * already loaded. Every locale has every key (`npm run check`), so there is nothing to fall back
 * to. Each key with the same options is looked up once: a build renders the same labels hundreds
 * of thousands of times.
 */
export function translator(locale: LocaleCode): Translate {
  let t = instances.get(locale);
  if (!t) {
    const strings = loaded.get(locale);
    if (!strings) throw new Error(`The strings of "${locale}" are not loaded: await loadLocale("${locale}") first.`);
    const fill = translate(strings, locale);
    const looked = new Map<string, string>();
    t = (key, options) => {
      const id = options ? memoKey(key, options) : key;
      let text = looked.get(id);
      if (text === undefined) looked.set(id, (text = fill(key, options)));
      return text;
    };
    instances.set(locale, t);
  }
  return t;
}

/**
 * A key and its options as one memo key: each option's name and value, a string or a number
 * written as it is (marked by its type), anything else as JSON. JSON of the whole options, on
 * every label of every page, was ~1.5 % of a large site's pre-rendering (the API sidebar's "All
 * operations of …" for each of its groups on every page; docs/performance-history.md).
 */
function memoKey(key: string, options: Record<string, unknown>): string {
  let id = key;
  for (const name in options) {
    const value = options[name];
    // A string holding the separator is written as JSON too, so that no two options read alike.
    const written = typeof value === 'string' && !value.includes('\u0000') ? `s${value}` : typeof value === 'number' ? `n${value}` : `j${JSON.stringify(value)}`;
    id += `\u0000${name}\u0000${written}`;
  }
  return id;
}

const LocaleContext = createContext<LocaleCode>('en');

export function LocaleProvider({ locale, children }: { locale: LocaleCode; children: ReactNode }) {
  return <LocaleContext value={locale}>{children}</LocaleContext>;
}

export const useLocale = () => useContext(LocaleContext);
export const useT = () => translator(useLocale());
