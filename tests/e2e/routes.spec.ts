import { expect, test } from '@playwright/test';
import { builtPages, describedRoutes, localized, LOCALES } from './site.ts';

// Raw HTTP against the built site: every described route of every locale, as a reader without
// JavaScript (or a crawler) gets it.
test.describe('routes', () => {
  for (const locale of LOCALES) {
    test(`every route answers 200 in ${locale.code} with lang="${locale.lang}" dir="${locale.dir}" and a titled page`, async ({ baseURL }) => {
      const routes = describedRoutes();
      expect(routes.length).toBe(1 + 3 + 4 + 4 + 1 + 9 + 1 + 1 + 236 + 1 + 177);
      // A few requests at a time: one after another, the 260 took 18-20 s of a loaded machine's
      // time, and the test's 30 s on one twice as slow (issue 33). Node's own fetch rather than the
      // `request` fixture, which carries each answer through Playwright's driver process: the
      // three locales' 1,317 pages took ~21 s of one core that way, ~17 s this way. What is wrong
      // is gathered and asserted once: each of Playwright's `expect` calls records a step with its
      // stack, and 4,000 of them were half the test's CPU (~11.6 → ~5.8 s of one core).
      const wrong: string[] = [];
      const lang = new RegExp(`<html[^>]* dir="${locale.dir}"[^>]* lang="${locale.lang}"`);
      for (let at = 0; at < routes.length; at += 8) {
        await Promise.all(
          routes.slice(at, at + 8).map(async (route) => {
            const url = localized(route, locale.prefix);
            const response = await fetch(baseURL + url, { redirect: 'manual' });
            if (response.status !== 200) {
              wrong.push(`${url}: status ${response.status}`);
              return;
            }
            const html = await response.text();
            if (!lang.test(html)) wrong.push(`${url}: no <html dir="${locale.dir}" lang="${locale.lang}">`);
            if (!/<title>[^<]+(\| Build on Blockchain)?<\/title>/.test(html)) wrong.push(`${url}: no title`);
            if (!html.includes('<main')) wrong.push(`${url}: no <main>`);
          }),
        );
      }
      expect(wrong).toEqual([]);
    });
  }

  test('the build holds exactly the described pages, in every locale', () => {
    const expected = LOCALES.flatMap((l) => describedRoutes().map((r) => localized(r, l.prefix)));
    const normalise = (p: string) => (p.length > 1 ? p.replace(/\/$/, '') : p);
    expect(builtPages().map(normalise).sort()).toEqual(expected.map(normalise).sort());
  });

  test('titles are "Page | Site title"', async ({ request }) => {
    const title = async (url: string) => /<title>([^<]*)<\/title>/.exec(await (await request.get(url)).text())?.[1];
    expect(await title('/docs/intro')).toBe('Tutorial intro | Build on Blockchain');
    expect(await title('/api/login')).toBe('Sign in | Build on Blockchain');
    expect(await title('/zh/blog')).toBe('博客 | Build on Blockchain');
    expect(await title('/')).toBe('Build on Blockchain');
  });

  for (const [url, text] of [
    ['/no/such/page', 'The page cannot be found.'],
    ['/api/no-such-operation', 'The page cannot be found.'],
    ['/he/docs/nothing', 'לא ניתן למצוא את הדף.'],
    ['/zh/missing', '无法找到该页面。'],
  ] as const) {
    test(`${url} answers 404 with the locale's not-found page`, async ({ request }) => {
      const response = await request.get(url);
      expect(response.status()).toBe(404);
      expect(await response.text()).toContain(text);
    });
  }

  test('/x.html and /x/index.html lead to /x', async ({ request }) => {
    for (const from of ['/docs/intro.html', '/docs/intro/index.html']) {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status(), from).toBe(301);
      expect(response.headers().location).toBe('/docs/intro');
    }
  });

  test('every page reads in full without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/docs/tutorial-basics/markdown-features');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Markdown features');
    // Every tab panel is shown when tabs cannot be switched.
    const panels = page.getByRole('tabpanel');
    expect(await panels.count()).toBeGreaterThan(1);
    for (const panel of await panels.all()) await expect(panel).toBeVisible();
    await page.goto('/api/room-create');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create a room');
    await expect(page.getByRole('heading', { name: 'Responses' })).toBeVisible();
    await context.close();
  });
});
