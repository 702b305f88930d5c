import { expect, test } from '@playwright/test';
import { describedRoutes, localized, LOCALES } from './site.ts';

// What search engines read (issue 19): the head of every locale's pages, sitemap.xml, robots.txt.
const SITE = 'https://docs.buildonblockchain.dev';
const OG_LOCALES = { en: 'en_US', he: 'he_IL', zh: 'zh_CN' } as const;

const attribute = (html: string, pattern: RegExp) => [...html.matchAll(pattern)].map((match) => match[1]);

for (const locale of LOCALES) {
  test(`the head names the page's canonical URL, its locales, Open Graph and a plain description, in ${locale.code}`, async ({ request }) => {
    const path = '/api/login';
    const html = await (await request.get(localized(path, locale.prefix))).text();
    expect(attribute(html, /<link rel="canonical" href="([^"]+)"/g)).toEqual([`${SITE}${localized(path, locale.prefix)}`]);
    expect(attribute(html, /<link rel="alternate" hrefLang="([^"]+)"/g)).toEqual(['en', 'he', 'zh', 'x-default']);
    expect(attribute(html, /<link rel="alternate" hrefLang="[^"]+" href="([^"]+)"/g)).toEqual([`${SITE}/api/login`, `${SITE}/he/api/login`, `${SITE}/zh/api/login`, `${SITE}/api/login`]);
    expect(attribute(html, /<meta property="og:url" content="([^"]+)"/g)).toEqual([`${SITE}${localized(path, locale.prefix)}`]);
    expect(attribute(html, /<meta property="og:locale" content="([^"]+)"/g)).toEqual([OG_LOCALES[locale.code]]);
    expect(attribute(html, /<meta property="og:locale:alternate" content="([^"]+)"/g)).toHaveLength(2);
    const [description] = attribute(html, /<meta name="description" content="([^"]*)"/g);
    expect(attribute(html, /<meta property="og:description" content="([^"]*)"/g)).toEqual([description]);
    expect(description!.length).toBeGreaterThan(10);
    expect(description!.length).toBeLessThanOrEqual(160);
    expect(description).not.toMatch(/[[\]`*<>]|\]\(/);
  });
}

test('home pages are canonical with their slash; not-found pages are noindex and name no URL', async ({ request }) => {
  expect(await (await request.get('/he/')).text()).toContain(`<link rel="canonical" href="${SITE}/he/"/>`);
  const missing = await (await request.get('/zh/no/such/page')).text();
  expect(missing).toContain('<meta name="robots" content="noindex"/>');
  expect(missing).not.toContain('rel="canonical"');
});

test('a description written in Markdown is plain text in the head', async ({ request }) => {
  // Any operation whose description has a Markdown link or code shows it without the markup.
  const html = await (await request.get('/docs/intro')).text();
  const [description] = attribute(html, /<meta name="description" content="([^"]*)"/g);
  expect(description).toBeTruthy();
  expect(description).not.toMatch(/\]\(|`/);
});

test('sitemap.xml is valid XML listing every page in every locale with its alternates', async ({ page, request }) => {
  const response = await request.get('/sitemap.xml');
  expect(response.headers()['content-type']).toContain('xml');
  const xml = await response.text();
  // The browser's own XML parser: a sitemap it cannot parse is no sitemap. (On its blank page: no
  // page of the site is needed for it.)
  const parsed = await page.evaluate((text) => {
    const document = new DOMParser().parseFromString(text, 'application/xml');
    if (document.querySelector('parsererror')) return null;
    return [...document.getElementsByTagName('url')].map((url) => ({
      loc: url.getElementsByTagName('loc')[0]!.textContent!,
      alternates: [...url.getElementsByTagName('xhtml:link')].map((link) => `${link.getAttribute('hreflang')} ${link.getAttribute('href')}`),
    }));
  }, xml);
  expect(parsed).not.toBeNull();
  const expected = LOCALES.flatMap((locale) => describedRoutes().map((route) => `${SITE}${localized(route, locale.prefix)}`));
  expect(parsed!.map((url) => url.loc).sort()).toEqual(expected.sort());
  const login = parsed!.find((url) => url.loc === `${SITE}/zh/api/login`)!;
  expect(login.alternates).toEqual([`en ${SITE}/api/login`, `he ${SITE}/he/api/login`, `zh ${SITE}/zh/api/login`, `x-default ${SITE}/api/login`]);
});

test('robots.txt lets crawlers in and points to the sitemap', async ({ request }) => {
  expect(await (await request.get('/robots.txt')).text()).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${SITE}/sitemap.xml\n`);
});
