import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { clientDir } from '../../scripts/build/outDir.mjs';
import { expect, hydrated, test } from './fixtures.ts';
import { VARIANT_BASE, variantPath } from './site.ts';

// The configuration variant is built with BASE_PATH=/docs/ and served under /docs/ by a plain
// static server (tests/e2e/staticServer.ts): the site deploys under any path of any host (issue 19).

/** Pages of the variant's build (it pre-renders a few: scripts/build/pageList.ts), a sample of each kind and locale. */
const SAMPLE = ['/', '/docs/intro', '/api/login', '/api', '/blog/welcome', '/he/docs/tutorial-basics/create-a-page', '/zh/api/login'];

/** Every path the page names for the browser to fetch or go to: links, styles, scripts, images, icons. */
const namedPaths = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('a[href], link[href], script[src], img[src]')]
      .map((element) => new URL(element.getAttribute('href') ?? element.getAttribute('src')!, location.href))
      .filter((url) => url.origin === location.origin)
      .map((url) => url.pathname),
  );

test('every link, style, script and image of a sample of pages is under /docs/ and resolves', async ({ page, request }) => {
  test.setTimeout(120_000);
  const checked = new Map<string, boolean>();
  for (const sample of SAMPLE) {
    await page.goto(variantPath(sample));
    for (const named of await namedPaths(page)) {
      expect(named.startsWith(VARIANT_BASE), `${sample} names ${named}`).toBe(true);
      if (checked.has(named)) continue;
      // A page the variant does not pre-render is checked in the full build (dist/, built for `/`).
      const own = `/${named.slice(VARIANT_BASE.length)}`;
      const file = path.join(clientDir(), own);
      const inFullBuild = [file, `${file}.html`, path.join(file, 'index.html')].some((candidate) => existsSync(candidate));
      const ok = inFullBuild || (await request.get(named)).status() === 200;
      checked.set(named, ok);
      expect(ok, `${sample} links ${named}, which does not exist`).toBe(true);
    }
  }
  expect(checked.size).toBeGreaterThan(100);
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

  // Search finds a page, and its result opens it.
  const box = page.getByRole('search').getByRole('combobox');
  await box.click();
  await box.fill('sign in');
  const result = page.getByRole('listbox').getByRole('option', { name: /^Sign in/ });
  await expect(result).toHaveAttribute('href', '/docs/api/login');
  await result.click();
  await expect(page).toHaveURL(/\/docs\/api\/login$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Sign in');

  // The locale switcher: the same page in Chinese, under the base path.
  await page.getByRole('button', { name: /Languages/ }).click();
  await page.getByRole('link', { name: '中文' }).click();
  await expect(page).toHaveURL(/\/docs\/zh\/api\/login$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
  await hydrated(page);
  expect(outside).toEqual([]);
});

test("a page's Markdown links where its HTML links, under /docs/ and the locale, as absolute URLs", async ({ page, request }) => {
  const site = 'https://docs.buildonblockchain.dev';
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

test('the spec downloads, the Markdown and llms files, and the not-found page work under /docs/', async ({ page, request }) => {
  await page.goto(variantPath('/api'));
  const yaml = page.getByRole('link', { name: 'YAML' });
  await expect(yaml).toHaveAttribute('href', '/docs/openapi.yaml');
  expect((await request.get('/docs/openapi.yaml')).status()).toBe(200);

  const llms = await (await request.get('/docs/llms.txt')).text();
  const links = [...llms.matchAll(/\]\((https?:\/\/[^)]+)\)/g)].map((match) => new URL(match[1]!).pathname);
  expect(links).toContain('/docs/api/login.md');
  for (const link of links) expect((await request.get(link)).status(), link).toBe(200);
  // Written at the build's root, as for a site at the host's root; under a base path the build
  // prints the line for the host's own robots.txt (site/site-files/sitemap.ts).
  expect(await (await request.get('/docs/robots.txt')).text()).toContain('\nSitemap: https://docs.buildonblockchain.dev/docs/sitemap.xml\n');

  const missing = await page.goto(variantPath('/no/such/page'));
  expect(missing?.status()).toBe(404);
  await expect(page.getByText('The page cannot be found.')).toBeVisible();
  // Styled: its stylesheets came from under /docs/.
  expect(await page.evaluate(() => document.styleSheets.length)).toBeGreaterThan(0);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
});
