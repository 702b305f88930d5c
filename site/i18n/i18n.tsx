import i18next, { type TFunction } from 'i18next';
import { createContext, useContext, type ReactNode } from 'react';
import type { LocaleCode } from '../config/schema.ts';
import { catalogues, type StringKey } from './catalogue.ts';

export type Translate = (key: StringKey, options?: Record<string, unknown>) => string;

const instances = new Map<LocaleCode, TFunction>();

/** i18next, one synchronous instance per locale: the strings are bundled, nothing is fetched. */
export function translator(locale: LocaleCode): Translate {
  let t = instances.get(locale);
  if (!t) {
    const instance = i18next.createInstance();
    void instance.init({
      lng: locale,
      fallbackLng: 'en',
      resources: { [locale]: { translation: catalogues[locale] }, en: { translation: catalogues.en } },
      keySeparator: false,
      nsSeparator: false,
      initAsync: false,
      interpolation: { escapeValue: false }, // React escapes.
    });
    t = instance.t;
    instances.set(locale, t);
  }
  return t as unknown as Translate;
}

const LocaleContext = createContext<LocaleCode>('en');

export function LocaleProvider({ locale, children }: { locale: LocaleCode; children: ReactNode }) {
  return <LocaleContext value={locale}>{children}</LocaleContext>;
}

export const useLocale = () => useContext(LocaleContext);
export const useT = () => translator(useLocale());
