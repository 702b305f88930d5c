import { siteUrl } from '../../config/base.ts';
import { siteConfig } from '../../config/siteConfig.ts';
import { LOCALES } from '../../i18n/locale.ts';

/** One of a page's language versions, as `<link rel="alternate" hreflang>` and the sitemap name it. */
export interface Alternate {
  hrefLang: string;
  href: string;
}

/**
 * A page's absolute URL in every locale, then `x-default` (the default locale's, for readers of
 * any other language): what tells search engines that /he/x and /zh/x are x translated (issue 19).
 * `path` is the site path, without locale or base path.
 */
export function alternates(path: string): Alternate[] {
  return [
    ...LOCALES.map((locale) => ({ hrefLang: siteConfig.locales[locale].htmlLang, href: siteUrl(path, locale) })),
    { hrefLang: 'x-default', href: siteUrl(path, siteConfig.defaultLocale) },
  ];
}
