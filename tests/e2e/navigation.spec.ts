import type { Page } from '@playwright/test';
import { expect, hydrated, test } from './fixtures.ts';

// Client-side navigation, as the description's "Site layout and behaviour" and error catalogue
// say: lazy pages, the progress bar and the spinner, failed loads, scrolling, `.html` paths,
// prefetching and crashes.

const mainNav = (page: Page, name = 'Main') => page.getByRole('navigation', { name });
const entry = (name: string) => new RegExp(`/assets/entries/${name}\\.[\\w-]+\\.js$`);

/** A mark on the window: gone after a full page load, kept by a client-side navigation. */
async function markWindow(page: Page) {
  await page.evaluate(() => ((window as unknown as { __mark: boolean }).__mark = true));
}
const windowMarked = (page: Page) => page.evaluate(() => (window as unknown as { __mark?: boolean }).__mark === true);

/** Delays a page's data (its pageContext JSON) by `ms`: a slow load. */
async function delayPageData(page: Page, path: string, ms: number) {
  await page.route(`**${path}/index.pageContext.json`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue().catch(() => {}); // The test may be over by then.
  });
}

test.describe('lazy pages', () => {
  test("a page's code is fetched when it is navigated to, not with the first page", async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname));
    await page.goto('/', { waitUntil: 'networkidle' });
    expect(scripts.filter((s) => entry('pages_api_index').test(s))).toEqual([]);
    await markWindow(page);
    await mainNav(page).getByRole('link', { name: 'API', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Build on Blockchain API');
    expect(scripts.filter((s) => entry('pages_api_index').test(s))).toHaveLength(1);
    expect(await windowMarked(page)).toBe(true);
  });

  test('a navigation over 200 ms shows the progress bar, which trickles on; over a second, a spinner', async ({ page }) => {
    // When each indicator first appears, in the page's own clock.
    await page.addInitScript(() => {
      const seen: Record<string, number> = {};
      (window as unknown as { __seen: typeof seen }).__seen = seen;
      new MutationObserver(() => {
        if (!seen.bar && document.querySelector('[role="progressbar"]')) seen.bar = performance.now();
        if (!seen.spinner && document.querySelector('.page-loading')) seen.spinner = performance.now();
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/');
    await delayPageData(page, '/docs/intro', 4000);
    const clicked = await page.evaluate(() => performance.now());
    await mainNav(page).getByRole('link', { name: 'Guide', exact: true }).click();

    const bar = page.getByRole('progressbar', { name: 'Loading…' });
    await expect(bar).toBeVisible();
    expect(Number(await bar.getAttribute('aria-valuenow'))).toBeGreaterThanOrEqual(8); // minimum 0.08
    await expect(page.getByRole('status').filter({ hasText: 'Loading…' })).toBeVisible();
    await expect.poll(async () => Number(await bar.getAttribute('aria-valuenow')), { timeout: 3500 }).toBeGreaterThan(8); // trickling

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tutorial intro');
    await expect(bar).toBeHidden();
    await expect(page.locator('.page-loading')).toHaveCount(0);
    const seen = await page.evaluate(() => (window as unknown as { __seen: Record<string, number> }).__seen);
    expect(seen.bar! - clicked).toBeGreaterThanOrEqual(200);
    expect(seen.spinner! - clicked).toBeGreaterThanOrEqual(1000);
    expect(seen.spinner!).toBeGreaterThan(seen.bar!);
  });

  test('a quick navigation shows neither bar nor spinner', async ({ page }) => {
    await page.addInitScript(() => {
      new MutationObserver(() => {
        if (document.querySelector('[role="progressbar"], .page-loading')) (window as unknown as { __shown: boolean }).__shown = true;
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/docs/intro');
    await page.getByRole('link', { name: /Create a page/ }).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create a page');
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => (window as unknown as { __shown?: boolean }).__shown ?? false)).toBe(false);
  });
});

test.describe('failed loads', () => {
  // The loads fail on purpose, which the browser logs (./fixtures.ts).
  test.use({ hygiene: false });

  test('a failed load shows the error text and a Retry button that loads the page', async ({ page }) => {
    await page.goto('/');
    await page.route('**/docs/intro/index.pageContext.json', (route) => route.abort('internetdisconnected'));
    await mainNav(page).getByRole('link', { name: 'Guide', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('The page could not be loaded: Failed to fetch');
    await expect(page).toHaveURL(/\/docs\/intro$/);
    await page.unroute('**/docs/intro/index.pageContext.json');
    await markWindow(page);
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tutorial intro');
    expect(await windowMarked(page)).toBe(true); // Retried in place, not by reloading.
  });

  test("an operation page whose article fails to load says so, and Retry loads it", async ({ page }) => {
    await page.goto('/api/room-create');
    // The article comes from the operation's pre-rendered page (a fetch), not its page data.
    await page.route('**/api/room-modify', (route) => (route.request().resourceType() === 'fetch' ? route.abort('internetdisconnected') : route.continue()));
    await page.getByRole('navigation', { name: 'API sidebar' }).getByRole('link', { name: /Modify a room$/ }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('The page could not be loaded: Failed to fetch');
    await page.unroute('**/api/room-modify');
    await markWindow(page);
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Modify a room');
    await expect(page.locator('#sample-curl')).toContainText('curl -X PATCH');
    expect(await windowMarked(page)).toBe(true);
  });

  test('the failure is shown in the reader’s language', async ({ page }) => {
    await page.goto('/he/');
    await page.route('**/he/api/index.pageContext.json', (route) => route.abort('internetdisconnected'));
    await mainNav(page, 'ראשי').getByRole('link', { name: 'API', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('לא ניתן לטעון את הדף: Failed to fetch');
    await expect(page.getByRole('button', { name: 'לנסות שוב' })).toBeVisible();
  });

  test("a page whose code fails to load is loaded in full instead", async ({ page }) => {
    await page.goto('/');
    await markWindow(page);
    await page.route(entry('pages_docs'), (route) => route.abort('internetdisconnected'), { times: 1 });
    await mainNav(page).getByRole('link', { name: 'Guide', exact: true }).click();
    await expect(page).toHaveURL(/\/docs\/intro$/);
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tutorial intro');
    expect(await windowMarked(page)).toBe(false);
  });
});

test.describe('page crash', () => {
  // The page throws on purpose, which the browser logs (./fixtures.ts).
  test.use({ hygiene: false });

  test('a page that throws while rendering shows "This page crashed" and Try again; the chrome stays usable', async ({ page }) => {
    await page.goto('/blog');
    // Break what only a blog post's header uses (its date), then navigate to a post.
    await page.evaluate(() => {
      const original = Intl.DateTimeFormat;
      const w = window as unknown as { __restoreDates: () => void };
      w.__restoreDates = () => void (Intl.DateTimeFormat = original);
      Intl.DateTimeFormat = function () {
        throw new Error('Date formatting is unavailable');
      } as unknown as typeof Intl.DateTimeFormat;
    });
    await page.getByRole('main').getByRole('link', { name: 'Welcome', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page crashed.');
    await expect(page.getByRole('main')).toContainText('Date formatting is unavailable');

    const languages = mainNav(page).getByRole('button', { name: /Languages/ });
    await languages.click();
    await expect(languages).toHaveAttribute('aria-expanded', 'true');
    await languages.click();

    await page.evaluate(() => (window as unknown as { __restoreDates: () => void }).__restoreDates());
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome');

    // The chrome navigates away from a crash, too.
    await page.evaluate(() => {
      Intl.DateTimeFormat = function () {
        throw new Error('Date formatting is unavailable');
      } as unknown as typeof Intl.DateTimeFormat;
    });
    await page.getByRole('main').getByRole('link', { name: /Older post|Newer post/ }).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page crashed.');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Guide' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tutorial intro');
  });
});

test.describe('scrolling', () => {
  test('a link with a hash to another page scrolls to that element', async ({ page }) => {
    await page.goto('/api/login');
    await markWindow(page);
    await page.evaluate(() => {
      const link = document.createElement('a');
      link.href = '/api#group-rooms';
      link.textContent = 'Rooms on the overview';
      document.querySelector('main')!.prepend(link);
    });
    await page.getByRole('link', { name: 'Rooms on the overview' }).click();
    await expect(page).toHaveURL(/\/api#group-rooms$/);
    const target = page.locator('#group-rooms');
    await expect(target).toBeInViewport();
    await expect.poll(async () => (await target.boundingBox())!.y).toBeLessThan(200); // at the top, under the navbar
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    expect(await windowMarked(page)).toBe(true);
  });

  test('any other navigation scrolls to the top; back and forward restore the position', async ({ page }) => {
    await page.goto('/docs/intro');
    await page.evaluate(() => window.scrollTo(0, 400));
    await page.waitForTimeout(400); // The router saves the position at most every 300 ms.
    // Clicked where it is, as a reader who scrolled to it would: Playwright's click scrolls it into
    // view first, and the router's save of that scroll, up to 300 ms later, could land in the next
    // page's history entry (Vike's throttled save), which Forward then restored (1444, not 0).
    await page.locator('.pagination-next').evaluate((link: HTMLElement) => link.click());
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create a page');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await page.goBack();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tutorial intro');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(400);
    await page.goForward();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create a page');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('.html paths', () => {
  for (const [from, to, heading] of [
    ['/docs/tutorial-basics/create-a-page.html', '/docs/tutorial-basics/create-a-page', 'Create a page'],
    ['/he/blog/index.html', '/he/blog', 'בלוג'],
  ] as const) {
    test(`a link to ${from} navigates client-side to ${to}`, async ({ page }) => {
      await page.goto(to.startsWith('/he') ? '/he/' : '/');
      await markWindow(page);
      await page.evaluate((href) => {
        const link = document.createElement('a');
        link.href = href;
        link.textContent = 'An old link';
        document.querySelector('main')!.prepend(link);
      }, `${from}?ref=old#top`);
      await page.getByRole('link', { name: 'An old link' }).click();
      await expect(page).toHaveURL(new RegExp(`${to}\\?ref=old#top$`));
      await expect(page.getByRole('heading', { level: 1 }).first()).toContainText(heading);
      expect(await windowMarked(page)).toBe(true);
    });
  }

  test('a page served at /x/index.html by another host shows /x once interactive', async ({ page, baseURL }) => {
    // Our server redirects; a plain static host would serve the file as is.
    await page.route('**/docs/intro/index.html', async (route) => route.fulfill({ response: await route.fetch({ url: `${baseURL}/docs/intro` }) }));
    await page.goto('/docs/intro/index.html');
    await expect(page).toHaveURL(/\/docs\/intro$/);
    await expect(page.getByRole('complementary').getByRole('link', { name: 'Tutorial intro' })).toHaveAttribute('aria-current', 'page');
  });
});

test.describe('prefetching', () => {
  test("hovering a link prefetches its page's code", async ({ page }) => {
    await page.goto('/', { waitUntil: 'networkidle' });
    await page.waitForTimeout(600); // The router attaches its link handlers when idle.
    const prefetched = page.waitForRequest(entry('pages_docs'));
    await mainNav(page).getByRole('link', { name: 'Guide', exact: true }).hover();
    await prefetched;
    await expect(page).toHaveURL(/\/$/);
  });

  test("hovering a link to an operation fetches its article as well", async ({ page }) => {
    await page.goto('/api/room-create', { waitUntil: 'networkidle' });
    const fetched = page.waitForRequest((request) => request.resourceType() === 'fetch' && new URL(request.url()).pathname === '/api/room-modify');
    await page.getByRole('navigation', { name: 'API sidebar' }).getByRole('link', { name: /Modify a room$/ }).hover();
    await fetched;
    await expect(page).toHaveURL(/\/api\/room-create$/);
  });

  // Issue 20: docs (and blog) pages share their code, so a hover fetched nothing and the page's
  // data waited for the click. It is fetched on hover, and the click uses it: no second request.
  for (const [from, name] of [
    ['/docs/intro', 'Create a page'],
    ['/he/blog/welcome', /.+/],
  ] as const) {
    test(`hovering a link from ${from} to a page of the same code fetches its data, and the click waits for nothing`, async ({ page }) => {
      await page.goto(from, { waitUntil: 'networkidle' });
      const link = from.includes('/blog/') ? page.locator('.pagination-nav a').first() : page.getByRole('complementary').getByRole('link', { name });
      const target = new URL((await link.getAttribute('href'))!, 'http://x').pathname;
      const data = `${target.replace(/\/$/, '')}/index.pageContext.json`;
      const requested: string[] = [];
      page.on('request', (request) => requested.push(new URL(request.url()).pathname));
      await link.hover();
      await expect.poll(() => requested.filter((p) => p === data)).toHaveLength(1);
      await markWindow(page);
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${target}$`));
      await expect(page.locator('main h1').first()).toBeVisible();
      expect(await windowMarked(page)).toBe(true);
      expect(requested.filter((p) => p === data)).toHaveLength(1);
    });
  }

  for (const [name, connection] of [
    ['slow 2G', { effectiveType: 'slow-2g', saveData: false }],
    ['data saver', { effectiveType: '4g', saveData: true }],
  ] as const) {
    test(`nothing is prefetched on ${name}; navigating still works`, async ({ page }) => {
      await page.addInitScript((value) => Object.defineProperty(Navigator.prototype, 'connection', { get: () => value, configurable: true }), connection);
      const requested: string[] = [];
      page.on('request', (request) => requested.push(new URL(request.url()).pathname));
      await page.goto('/', { waitUntil: 'networkidle' });
      await page.waitForTimeout(600);
      await mainNav(page).getByRole('link', { name: 'Guide', exact: true }).hover();
      await page.waitForTimeout(1000);
      expect(requested.filter((p) => entry('pages_docs').test(p) || p.endsWith('/index.pageContext.json'))).toEqual([]);
      await mainNav(page).getByRole('link', { name: 'Guide', exact: true }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tutorial intro');
      expect(requested.filter((p) => entry('pages_docs').test(p))).toHaveLength(1);
    });
  }
});
