import type { PageContext } from 'vike/types';
import { constants, siteConfig } from './siteConfig.ts';

export const lang = (pageContext: PageContext) => siteConfig.locales[pageContext.locale].htmlLang;

export const htmlAttributes = (pageContext: PageContext) => ({
  dir: siteConfig.locales[pageContext.locale].direction,
  'data-theme': siteConfig.colorMode.defaultMode,
});

/** "Page | Site title"; the home page is the site title alone. */
export function title(pageContext: PageContext): string {
  const page = (pageContext.data as { title?: string } | undefined)?.title;
  return page ? `${page} ${constants.titleDelimiter} ${siteConfig.title}` : siteConfig.title;
}
