import { expect, test } from './fixtures.ts';

// The shared chrome of the description's "Site layout and behaviour", piece by piece, by role
// and text, on the hydrated page.
test.describe('chrome', () => {
  test('skip link is the first stop and moves focus to the main content; the table of contents lists the h2 and h3 headings and links to them', async ({ page }) => {
    await page.goto('/docs/intro');
    await test.step('skip link is the first stop and moves focus to the main content', async () => {
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: 'Skip to main content' });
      await expect(skip).toBeFocused();
      await skip.press('Enter');
      await expect(page.locator('main')).toBeFocused();
    });
    await test.step('table of contents lists the h2 and h3 headings and links to them', async () => {
      const toc = page.getByRole('navigation', { name: 'On this page' });
      const h2s = await page.locator('main .markdown h2').allTextContents();
      const h3s = await page.locator('main .markdown h3').allTextContents();
      const entries = await toc.getByRole('link').allTextContents();
      expect(entries.length).toBe(h2s.length + h3s.length);
      expect(entries).toContain(h2s[0]!.replace(/#$/, ''));
      await toc.getByRole('link').nth(1).click();
      await expect(page).toHaveURL(/#.+/);
    });
  });

  // Pieces that are only read, each on its own page: loaded one after another in one test's page
  // (a step and soft assertions each: one piece's failure hides no other's), as they store
  // nothing; five tests, each a fresh context for one load, were ~0.2 s of one core more each.
  test('navbar, guide link, footer, docs sidebar and the not-found page', async ({ page }) => {
    await test.step('navbar: brand, guide, API, test network in a new tab, locale dropdown, search box; no colour toggle in the shipped config', async () => {
      await page.goto('/blog');
      const nav = page.getByRole('navigation', { name: 'Main' });
      await expect.soft(nav.getByRole('link', { name: /Build on Blockchain/ }).first()).toHaveAttribute('href', '/');
      await expect.soft(nav.getByRole('img', { name: 'Build on Blockchain logo' })).toBeVisible();
      await expect.soft(nav.getByRole('link', { name: 'Guide', exact: true })).toHaveAttribute('href', '/docs/intro');
      await expect.soft(nav.getByRole('link', { name: 'API', exact: true })).toHaveAttribute('href', '/api');
      const testnet = nav.getByRole('link', { name: /Test network/ });
      await expect.soft(testnet).toHaveAttribute('target', '_blank');
      await expect.soft(testnet).toHaveAttribute('rel', /noopener/);
      await expect.soft(nav.getByRole('button', { name: /Languages: English/ })).toBeVisible();
      await expect.soft(nav.getByRole('combobox', { name: 'Search the documentation' })).toBeVisible();
      await expect.soft(page.getByRole('button', { name: /dark and light mode/ })).toHaveCount(0);
      await expect.soft(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    });
    await test.step('the guide link marks itself current on docs pages', async () => {
      await page.goto('/docs/tutorial-basics/create-a-page');
      await expect.soft(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Guide', exact: true })).toHaveAttribute('aria-current', 'page');
    });
    await test.step('footer: Guide, API Reference, Blog, logo and the 2023 copyright', async () => {
      await page.goto('/markdown-page');
      const footer = page.getByRole('contentinfo');
      await expect.soft(footer.getByRole('link', { name: 'Guide' })).toHaveAttribute('href', '/docs/intro');
      await expect.soft(footer.getByRole('link', { name: 'API Reference' })).toHaveAttribute('href', '/api');
      await expect.soft(footer.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');
      await expect.soft(footer.getByRole('img', { name: 'Build on Blockchain logo' })).toBeVisible();
      await expect.soft(footer).toContainText('Copyright © 2023 Build on Blockchain');
    });
    await test.step('docs sidebar: tutorial categories with the current page marked', async () => {
      await page.goto('/docs/tutorial-extras/translate-your-site');
      const sidebar = page.getByRole('complementary').getByRole('navigation', { name: 'Docs sidebar' });
      await expect.soft(sidebar.getByText('Tutorial - Basics')).toBeVisible();
      await expect.soft(sidebar.getByText('Tutorial - Extras')).toBeVisible();
      await expect.soft(sidebar.getByRole('link', { name: 'Translate your site' })).toHaveAttribute('aria-current', 'page');
    });
    await test.step('the not-found page says the page cannot be found, under the chrome', async () => {
      const response = await page.goto('/zh/nope');
      expect.soft(response?.status()).toBe(404);
      await expect.soft(page.getByRole('heading', { level: 1 })).toHaveText('找不到页面');
      await expect.soft(page.getByRole('contentinfo')).toContainText('版权所有 © 2023');
    });
  });

  test('announcement bar closes and stays closed across pages and reloads', async ({ page }) => {
    await page.goto('/');
    const bar = page.getByRole('banner').filter({ hasText: 'API 1.4 is out' });
    await expect(bar).toBeVisible();
    await bar.getByRole('button', { name: 'Close' }).click();
    await expect(bar).toBeHidden();
    await page.goto('/docs/intro');
    await expect(page.getByText('API 1.4 is out')).toBeHidden();
    await page.reload();
    await expect(page.getByText('API 1.4 is out')).toBeHidden();
  });

  test('API sidebar: the 15 groups in spec order with method badges, then Schemas', async ({ page }) => {
    await page.goto('/api/login');
    const sidebar = page.getByRole('complementary').getByRole('navigation', { name: 'API sidebar' });
    const groups = await sidebar.locator('summary').allTextContents();
    expect(groups).toEqual(['General', 'Accounts', 'Emails', 'Keys and applications', 'Social logins', 'Organisations', 'Brands', 'Rooms', 'Topics', 'Swaps', 'Prospects', 'Verdicts', 'Orders', 'Payouts', 'Blockchain', 'Schemas']);
    const current = sidebar.getByRole('link', { name: /Sign in/ });
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(current.locator('.method-badge')).toHaveText('post');
    // Closed groups render their links when opened, by mouse or keyboard.
    const rooms = sidebar.locator('summary', { hasText: 'Rooms' });
    await rooms.focus();
    await page.keyboard.press('Enter');
    await expect(sidebar.getByRole('link', { name: /Create a room/ })).toBeVisible();
    await sidebar.getByRole('link', { name: /Create a room/ }).click();
    await expect(page).toHaveURL(/\/api\/room-create$/);
  });

  test("API sidebar: a page's code holds no group's operations; the page's own group is open from its data, another's load once opened", async ({ page, request }) => {
    const group = (name: string) => page.getByRole('navigation', { name: 'API sidebar' }).locator('details', { has: page.locator('summary', { hasText: name }) });
    // On the server: the page's group is open with its links, the page marked; the others closed, each with one link.
    const html = await (await request.get('/api/login')).text();
    expect(html).toMatch(/<details class="sidebar-category" open=""><summary class="sidebar-category-label">Accounts<\/summary><ul class="sidebar-list">/);
    expect(html).toMatch(/aria-current="page"[^>]*><span class="method-badge[^>]*>post<\/span><span>Sign in/);
    expect(html).not.toContain('Create a room');
    const scripts: string[] = [];
    page.on('requestfinished', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
    const loaded = async () => (await Promise.all(scripts.map(async (file) => (await request.get(file)).text()))).join('\n');
    await page.goto('/api/login', { waitUntil: 'networkidle' });
    await page.locator('html[data-hydrated]').waitFor();
    expect(await loaded()).not.toContain('Create a room');
    await expect(group('Accounts')).toHaveAttribute('open');
    await expect(group('Accounts').getByRole('link', { name: /Sign in/ })).toHaveAttribute('aria-current', 'page');
    const rooms = group('Rooms');
    await expect(rooms).not.toHaveAttribute('open');
    await expect(rooms.getByRole('link', { includeHidden: true })).toHaveCount(1);
    await rooms.locator('summary').click();
    await expect(rooms.getByRole('link', { name: /Create a room/ })).toBeVisible();
    expect(await loaded()).toContain('Create a room');
    // A client-side navigation to another group's operation: that group is open, the page marked; the one left closes.
    await rooms.getByRole('link', { name: /Create a room/ }).click();
    await expect(page).toHaveURL(/\/api\/room-create$/);
    await expect(rooms).toHaveAttribute('open');
    await expect(rooms.getByRole('link', { name: /Create a room/ })).toHaveAttribute('aria-current', 'page');
    await expect(group('Accounts')).not.toHaveAttribute('open');
    // Reached by another link (the previous page's, at a group's start), a group opens from the page's data, loading nothing.
    await page.goto('/api/room-create', { waitUntil: 'networkidle' });
    scripts.length = 0;
    await page.locator('.pagination-nav a[rel="prev"]').click();
    await expect(page).toHaveURL(/\/api\/brand-topic-sponsorship-response$/);
    await expect(group('Brands')).toHaveAttribute('open');
    await expect(group('Brands').getByRole('link', { name: /Respond to a topic sponsorship offer/ })).toHaveAttribute('aria-current', 'page');
    await expect(group('Rooms')).not.toHaveAttribute('open');
    await page.waitForLoadState('networkidle');
    expect(await loaded()).not.toContain('Create a room');
  });

  test('without JavaScript a closed API group links to its operations on the overview', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/he/api/login');
    await page.locator('summary', { hasText: 'Rooms' }).click();
    await page.getByRole('link', { name: 'כל הפעולות של Rooms' }).click();
    await expect(page).toHaveURL(/\/he\/api#group-rooms$/);
    await expect(page.locator('#group-rooms')).toBeVisible();
    await context.close();
  });

  // Both widths in one page, loaded at each (the drawer's opening stores nothing): once two tests,
  // each a fresh context for one load.
  test('above 996 px there is no hamburger; at 996 px it opens the mobile sidebar with the navbar items and the page sidebar', async ({ page }) => {
    await test.step('above 996 px there is no hamburger', async () => {
      await page.setViewportSize({ width: 997, height: 800 });
      await page.goto('/docs/intro');
      await expect.soft(page.getByRole('button', { name: 'Toggle navigation bar' })).toBeHidden();
      await expect.soft(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Guide', exact: true })).toBeVisible();
    });
    await test.step('at 996 px the hamburger opens the mobile sidebar with the navbar items and the page sidebar', async () => {
      await page.setViewportSize({ width: 996, height: 800 });
      await page.goto('/docs/intro');
      const nav = page.getByRole('navigation', { name: 'Main' });
      await expect(nav.getByRole('link', { name: 'Guide', exact: true })).toBeHidden();
      await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
      const drawer = page.getByRole('dialog');
      await expect(drawer.getByRole('link', { name: 'Guide', exact: true })).toBeVisible();
      await expect(drawer.getByRole('link', { name: 'Create a page' })).toBeVisible();
      await drawer.getByRole('button', { name: 'Close navigation bar' }).click();
      await expect(drawer).toBeHidden();
    });
  });
});
