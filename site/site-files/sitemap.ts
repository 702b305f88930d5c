import { alternates } from '../components/layout/alternates.ts';
import { siteUrl } from '../config/base.ts';
import { LOCALES } from '../i18n/locale.ts';

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": 'apos' }[c]};`);

/**
 * sitemap.xml: every page (site paths, without locale) in every locale, each naming its language
 * versions (`xhtml:link rel="alternate" hreflang`), as search engines read a multilingual site.
 */
export function sitemapXml(paths: readonly string[]): string {
  const urls = [...paths].sort().flatMap((path) => {
    const links = alternates(path).map(({ hrefLang, href }) => `    <xhtml:link rel="alternate" hreflang="${hrefLang}" href="${escapeXml(href)}"/>`);
    return LOCALES.map((locale) => `  <url>\n    <loc>${escapeXml(siteUrl(path, locale))}</loc>\n${links.join('\n')}\n  </url>`);
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

/** robots.txt: everything may be crawled; where the sitemap is. */
export const robotsTxt = (sitemapUrl: string) => `User-agent: *\nAllow: /\n\nSitemap: ${sitemapUrl}\n`;

/**
 * Crawlers read robots.txt at the origin's root only (RFC 9309): under a base path, the build's
 * own (`/docs/robots.txt`, right as it is for a site at the root) is never read, and the host's
 * root robots.txt must name the sitemap. What the build says then, once; nothing at the root.
 */
export function robotsNotice(origin: string, baseUrl: string, sitemapUrl: string): string | undefined {
  if (baseUrl === '/') return undefined;
  return `! Served under ${baseUrl}, the site's robots.txt is not read by crawlers: they read ${origin}/robots.txt only. Add to that file:\n  Sitemap: ${sitemapUrl}`;
}
