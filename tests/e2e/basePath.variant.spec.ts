import { expect, hydrated, test } from './fixtures.ts';
import { builtPages, CONFIGURED_SITE_URL, localized, LOCALES, VARIANT_BASE, VARIANT_SITE_URL, variantClientDir, variantOperation, variantPath, variantUrl } from './site.ts';

// The variant site is built with BASE_PATH=/docs/ and SITE_URL=https://docs.example.com, and
// served under /docs/ by a plain static server (tests/e2e/staticServer.ts): the site deploys
// under any path of any host (issues 19, 33). Its raw HTML is fetched rather than opened in the
// browser where that says as much: a page load costs ~10 times a request.

/**
 * A sample of the variant site's pages: the home page, a doc, a post, API pages (an operation's:
 * ./site.ts, variantOperation; the schemas' index, whose links are the schemas' pages, which the
 * sidebar does not list until opened).
 */
const samplePages = () => {
  const sample = ['/', '/docs/intro', '/blog/welcome', '/api', '/api/schemas', `/api/${variantOperation().slug}`];
  return LOCALES.flatMap((locale) => sample.map((path) => localized(path, locale.prefix)));
};

/** What `pattern`'s groups match in `text`, each match's joined by a space. */
const attribute = (text: string, pattern: RegExp) => [...text.matchAll(pattern)].map((match) => match.slice(1).join(' '));

/** The URLs a page's HTML names in its attributes: links, styles, scripts, images, icons, canonical and alternate links. */
const namedUrls = (html: string, page: URL) => [...html.matchAll(/\s(?:href|src)="([^"]+)"/g)].map((match) => new URL(match[1]!.replaceAll('&amp;', '&'), page));

test('every link, style, script and image of a sample of pages in every locale, and their public URLs, are under /docs/ and resolve', async ({ request, baseURL }) => {
  const served = new URL(baseURL!).origin;
  /** Each path named, with the first page naming it. */
  const named = new Map<string, string>();
  // Gathered, and asserted once: an `expect` per URL named (thousands) was a step reported to
  // Playwright's runner each, most of the test's CPU.
  const outside: string[] = [];
  await Promise.all(
    samplePages().map(async (sample) => {
      const page = new URL(variantPath(sample), served);
      const response = await request.get(page.href);
      expect(response.status(), sample).toBe(200);
      const html = await response.text();
      // A URL at the configuration's origin would be one that did not follow SITE_URL.
      if (VARIANT_SITE_URL !== CONFIGURED_SITE_URL) expect(html, sample).not.toContain(CONFIGURED_SITE_URL);
      // The canonical and alternate links name the public origin: the same path must resolve here.
      for (const url of namedUrls(html, page).filter((each) => each.origin === served || each.origin === VARIANT_SITE_URL)) {
        if (!url.pathname.startsWith(VARIANT_BASE)) outside.push(`${sample} names ${url.href}`);
        if (!named.has(url.pathname)) named.set(url.pathname, sample);
      }
    }),
  );
  expect(outside).toEqual([]);
  expect(named.size).toBeGreaterThan(150);
  // Every one answers 200 on the served site: it pre-renders every page. Asked with Node's own
  // fetch: each of Playwright's `request` calls is a step reported to its runner, and the ~200 of
  // them took the test 15.6 s, fetch 0.3 s.
  const missing = await Promise.all([...named].map(async ([path, sample]) => ((await fetch(new URL(path, served))).status === 200 ? [] : [`${sample} links ${path}`])));
  expect(missing.flat()).toEqual([]);
});

for (const locale of LOCALES) {
  test(`the head names the page at SITE_URL under /docs/, and its alternates, in ${locale.code}`, async ({ request }) => {
    for (const route of ['/', `/api/${variantOperation().slug}`]) {
      const html = await (await request.get(variantPath(localized(route, locale.prefix)))).text();
      expect(attribute(html, /<link rel="canonical" href="([^"]+)"/g)).toEqual([variantUrl(localized(route, locale.prefix))]);
      expect(attribute(html, /<meta property="og:url" content="([^"]+)"/g)).toEqual([variantUrl(localized(route, locale.prefix))]);
      expect(attribute(html, /<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)).toEqual([
        ...LOCALES.map((each) => `${each.lang} ${variantUrl(localized(route, each.prefix))}`),
        `x-default ${variantUrl(route)}`,
      ]);
    }
  });
}

test('sitemap.xml, robots.txt and every llms.txt name the pages at SITE_URL under /docs/, each resolving', async ({ request, baseURL }) => {
  const xml = await (await request.get(variantPath('/sitemap.xml'))).text();
  const locs = attribute(xml, /<loc>([^<]+)<\/loc>/g);
  // Every page the variant site pre-renders (every locale's), each with its 4 alternates.
  const pages = builtPages(variantClientDir()).length;
  expect(locs).toHaveLength(pages);
  const { slug } = variantOperation();
  expect(locs).toContain(variantUrl(`/he/api/${slug}`));
  expect(attribute(xml, /<xhtml:link rel="alternate" hreflang="[^"]+" href="([^"]+)"/g)).toHaveLength(4 * pages);
  const llms = await Promise.all(LOCALES.map(async (locale) => (await request.get(variantPath(`${locale.prefix}/llms.txt`))).text()));
  const links = llms.flatMap((text) => attribute(text, /\]\((https?:\/\/[^)]+)\)/g));
  expect(links).toContain(variantUrl(`/zh/api/${slug}.md`));
  const wrong = await Promise.all(
    [...new Set([...locs, ...attribute(xml, /href="([^"]+)"/g), ...links])].map(async (url) => {
      if (!url.startsWith(variantUrl('/'))) return [`${url}: not under ${variantUrl('/')}`];
      const { status } = await fetch(new URL(new URL(url).pathname, baseURL));
      return status === 200 ? [] : [`${url}: ${status}`];
    }),
  );
  expect(wrong.flat()).toEqual([]);
  // Written at the build's root, as for a site at the host's root; under a base path the build
  // prints the line for the host's own robots.txt (site/site-files/sitemap.ts).
  expect(await (await request.get(variantPath('/robots.txt'))).text()).toContain(`\nSitemap: ${variantUrl('/sitemap.xml')}\n`);
});

test('no request of a reader, navigating, switching locale and searching, goes outside /docs/', async ({ page, baseURL }) => {
  const outside: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === new URL(baseURL!).origin && !url.pathname.startsWith(VARIANT_BASE)) outside.push(url.pathname);
  });
  await page.goto(variantPath('/docs/intro'), { waitUntil: 'networkidle' });

  // Client-side navigation: the page is not loaded again.
  await page.evaluate(() => ((window as { stayed?: boolean }).stayed = true));
  await page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'Create a page', exact: true }).click();
  await expect(page).toHaveURL(/\/docs\/docs\/tutorial-basics\/create-a-page$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Create a page/i);
  expect(await page.evaluate(() => (window as { stayed?: boolean }).stayed)).toBe(true);

  // Search finds a page by its title, and its result opens it.
  const { slug, summary } = variantOperation();
  const box = page.getByRole('search').getByRole('combobox');
  await box.click();
  await box.fill(summary);
  const result = page.getByRole('listbox').getByRole('option', { name: new RegExp(`^${summary.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) });
  await expect(result).toHaveAttribute('href', `/docs/api/${slug}`);
  await result.click();
  await expect(page).toHaveURL(new RegExp(`/docs/api/${slug}$`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(summary);

  // The locale switcher: the same page in Chinese, under the base path.
  await page.getByRole('button', { name: /Languages/ }).click();
  await page.getByRole('link', { name: '中文' }).click();
  await expect(page).toHaveURL(new RegExp(`/docs/zh/api/${slug}$`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
  await hydrated(page);
  expect(outside).toEqual([]);
});

test("a page's Markdown links where its HTML links, under /docs/ and the locale, as absolute URLs", async ({ page, request }) => {
  const site = VARIANT_SITE_URL;
  let compared = 0;
  for (const sample of ['/docs/intro', '/he/docs/tutorial-basics/create-a-page', '/zh/docs/intro', '/he/blog/welcome']) {
    await page.goto(variantPath(sample));
    const html = await page.locator('article .markdown a[href^="/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
    const markdown = await (await request.get(variantPath(`${sample}.md`))).text();
    const links = [...markdown.matchAll(/\]\(([^)\s]+)/g)].map((match) => match[1]!);
    expect(links.filter((link) => link.startsWith('/')), sample).toEqual([]);
    expect(links.filter((link) => link.startsWith(site)).map((link) => link.slice(site.length)), sample).toEqual(html);
    compared += html.length;
  }
  expect(compared).toBeGreaterThan(20);
});

test('the spec downloads and the not-found page work under /docs/', async ({ page, request }) => {
  await page.goto(variantPath('/api'));
  const yaml = page.getByRole('link', { name: 'YAML' });
  await expect(yaml).toHaveAttribute('href', '/docs/openapi.yaml');
  expect((await request.get('/docs/openapi.yaml')).status()).toBe(200);

  const missing = await page.goto(variantPath('/no/such/page'));
  expect(missing?.status()).toBe(404);
  await expect(page.getByText('The page cannot be found.')).toBeVisible();
  // Styled: its stylesheets came from under /docs/.
  expect(await page.evaluate(() => document.styleSheets.length)).toBeGreaterThan(0);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
});
