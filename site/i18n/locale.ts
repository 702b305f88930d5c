import type { LocaleCode } from '../config/schema.ts';
import { siteConfig } from '../config/siteConfig.ts';

export const LOCALES = Object.keys(siteConfig.locales) as LocaleCode[];
const DEFAULT = siteConfig.defaultLocale;

/** `/he/docs/intro` → he and `/docs/intro`; paths without a locale prefix are the default locale's. */
export function extractLocale(pathname: string): { locale: LocaleCode; pathname: string } {
  const [, first, ...rest] = pathname.split('/');
  const locale = LOCALES.find((l) => l !== DEFAULT && l === first);
  if (!locale) return { locale: DEFAULT, pathname };
  return { locale, pathname: `/${rest.join('/')}` };
}

/** A site path (`/docs/intro`) as the locale's URL: `/he/docs/intro`, and `/he/` for home. */
export function localizePath(path: string, locale: LocaleCode): string {
  if (locale === DEFAULT || !path.startsWith('/')) return path;
  return path === '/' ? `/${locale}/` : `/${locale}${path}`;
}

/** The same page in another locale, keeping the query and the hash. */
export function switchLocale(url: { pathname: string; search: string; hash: string }, to: LocaleCode): string {
  return localizePath(extractLocale(url.pathname).pathname, to) + url.search + url.hash;
}
