import { axeViolations } from './axe.ts';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { localeStrings, localized } from './site.ts';

// The navbar's search (site/components/search): Pagefind's per-locale index, loaded only once
// the box is used, as a combobox whose options are grouped API, Docs, Blog, Pages.

const box = (page: Page) => page.getByRole('search').getByRole('combobox');
const listbox = (page: Page) => page.getByRole('listbox');

async function search(page: Page, query: string) {
  await box(page).click();
  await box(page).fill(query);
}

test('nothing of the search is requested before the box is used, and all of it comes from the site', async ({ page, baseURL }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.goto('/api/room-create', { waitUntil: 'networkidle' });
  const beforeUse = requested.length;
  expect(requested.filter((url) => url.includes('/pagefind/'))).toEqual([]);

  await search(page, 'join request');
  await expect(listbox(page).getByRole('option').first()).toBeVisible();
  const onUse = requested.slice(beforeUse).map((url) => new URL(url));
  expect(onUse.map((url) => url.pathname)).toContain('/pagefind/pagefind.js');
  // The results panel's own code and styles come with the first use too, not with the page.
  expect(onUse.some((url) => url.pathname.startsWith('/assets/'))).toBe(true);
  expect(onUse.filter((url) => url.origin !== new URL(baseURL!).origin)).toEqual([]);
});

/** The search option of UserSummary's page (issue 34), in the locale of `code` at `prefix`: a page of its own. */
async function findsSchema(page: Page, code: string, prefix: string) {
  await search(page, 'UserSummary');
  const title = localeStrings(code)['api.schemaTitle']!.replace('{{name}}', 'UserSummary');
  const option = listbox(page).getByRole('option', { name: new RegExp(`^${title}`) });
  await expect(option).toHaveAttribute('href', localized('/api/schemas/user-summary', prefix));
}

/**
 * An axe scan of the search (everything it shows, every impact) as it stands, with results open,
 * and again once the box is emptied, which shows the status alone.
 */
async function searchViolations(page: Page) {
  await expect(listbox(page).getByRole('option').first()).toBeVisible();
  const results = await axeViolations(page, { include: '.navbar-search', everyImpact: true });
  await box(page).fill('');
  await expect(page.getByRole('status')).toBeVisible();
  const found = [...results, ...(await axeViolations(page, { include: '.navbar-search', everyImpact: true }))];
  expect(found, found.join('\n')).toEqual([]);
}

// What the search finds, and how it reads, in one page load per locale: each search starts over
// in the box of the same page, and a page load (hydration and the index's first use) was most of
// each test's time when each had one (issue 33).

test('from the home page: operations by their words and by a property, the changelog and a schema; axe finds nothing; a click on a result opens it', async ({ page }) => {
  await page.goto('/');
  await test.step('"join request" finds the room join-request operations, with method, path and highlighted words', async () => {
    await search(page, 'join request');
    const api = listbox(page).getByRole('group', { name: 'API' });
    for (const summary of ['Ask to join a room', 'Accept a join request', 'Reject a join request', 'Cancel a join request']) {
      await expect(api.getByRole('option', { name: new RegExp(`^${summary}`) })).toBeVisible();
    }
    const accept = api.getByRole('option', { name: /^Accept a join request/ });
    await expect(accept).toHaveAttribute('href', '/api/room-join-request-accept');
    await expect(accept.locator('.method-badge')).toHaveText('post');
    await expect(accept.locator('code')).toHaveText('/rooms/{roomId}/join-requests/{requestId}/accept');
    await expect(accept.locator('.search-option-title mark')).toHaveText(['join', 'request']);
    await expect(page.getByRole('status')).toHaveText(/\d+ results/);
  });

  await test.step('axe: the open search on / has no violations', () => searchViolations(page));

  await test.step('a property of a request body finds its operations, and excerpts start with their text', async () => {
    await search(page, 'joinPolicy');
    const api = listbox(page).getByRole('group', { name: 'API' });
    for (const summary of ['Create a room', 'Modify a room']) await expect(api.getByRole('option', { name: new RegExp(`^${summary}`) })).toBeVisible();
    await search(page, 'join request');
    const accept = listbox(page).getByRole('option', { name: /^Accept a join request/ });
    // The row shows the method and path; the excerpt is the operation's words, not its id or path again.
    await expect(accept.locator('.search-option-excerpt')).toContainText('Lets the requester in');
    await expect(accept.locator('.search-option-excerpt')).not.toContainText(/roomJoinRequestAccept|\/rooms\//);
  });

  await test.step('the changelog is found (issue 17)', async () => {
    await search(page, 'changelog');
    await expect(listbox(page).getByRole('option', { name: /^Changelog/ })).toHaveAttribute('href', '/api/changelog');
  });

  await test.step('a schema is found by its name, as a page of its own (issue 34)', () => findsSchema(page, 'en', ''));

  await test.step('a click on a result opens it', async () => {
    await search(page, 'join request');
    await listbox(page).getByRole('option', { name: /^Reject a join request/ }).click();
    await page.waitForURL('/api/room-join-request-reject');
    await expect(page.getByRole('heading', { level: 1, name: 'Reject a join request' })).toBeVisible();
  });
});

test('a Chinese word is found inside a sentence of the zh pages, and only zh pages are found; a schema too; axe finds nothing', async ({ page }) => {
  await page.goto('/zh/docs/intro');
  await test.step('清算 finds the intro, and every result is a zh page', async () => {
    await search(page, '清算');
    const intro = listbox(page).getByRole('group', { name: '文档' }).getByRole('option', { name: /^教程简介/ });
    await expect(intro).toHaveAttribute('href', '/zh/docs/intro');
    await expect(intro.locator('.search-option-excerpt mark').first()).toHaveText('清算');
    for (const href of await listbox(page).getByRole('option').evaluateAll((options) => options.map((o) => o.getAttribute('href')))) {
      expect(href).toMatch(/^\/zh\//);
    }
  });

  await test.step('axe: the open search on /zh/docs/intro has no violations', () => searchViolations(page));

  await test.step('登录 finds the zh sign-in page', async () => {
    await box(page).fill('登录');
    await expect(listbox(page).getByRole('group', { name: 'API' }).locator('[role="option"][href="/zh/api/login"]')).toHaveCount(1);
    await expect(page.getByRole('status')).toHaveText(/\d+ 条结果/);
  });

  await test.step('a schema is found by its name, as a page of its own (issue 34)', () => findsSchema(page, 'zh', '/zh'));
});

test('a Hebrew query finds a Hebrew page, right to left in the box and the results; a schema too; axe finds nothing', async ({ page }) => {
  await page.goto('/he/');
  await test.step('הנתיבים finds the list of routes, right to left', async () => {
    await search(page, 'הנתיבים');
    const option = listbox(page).getByRole('option', { name: /^רשימת הנתיבים של ה-API/ });
    await expect(option).toHaveAttribute('href', '/he/api/all-routes');
    await expect(option.locator('.search-option-title mark').first()).toHaveText('הנתיבים');
    await expect(box(page)).toHaveCSS('direction', 'rtl');
    await expect(option).toHaveCSS('direction', 'rtl');
    await expect(page.getByRole('status')).toHaveText('תוצאה אחת');
    // The panel hangs from the box's inline end and stays in the window.
    const panel = (await page.locator('.search-panel').boundingBox())!;
    expect(panel.x).toBeGreaterThanOrEqual(0);
    expect(panel.x + panel.width).toBeLessThanOrEqual(page.viewportSize()!.width);
  });

  await test.step('axe: the open search on /he/ has no violations', () => searchViolations(page));

  await test.step('a schema is found by its name, as a page of its own (issue 34)', () => findsSchema(page, 'he', '/he'));
});

test('keyboard: Ctrl+K and / open it, arrows move, Escape closes and gives focus back, Enter opens; then an operationId, and a query with no match', async ({ page }) => {
  await page.goto('/docs/intro');
  await test.step('keyboard: Ctrl+K and / open it, arrows move, Escape closes and gives focus back, Enter opens', async () => {
    const link = page.locator('main a[href]').first();
    await link.focus();

    await page.keyboard.press('Control+k');
    await expect(box(page)).toBeFocused();
    await expect(page.getByRole('status')).toHaveText('Type to search the API reference, the docs and the blog.');
    await expect(box(page)).toHaveAttribute('aria-expanded', 'false');

    await page.keyboard.press('Escape');
    await expect(link).toBeFocused();
    await expect(page.getByRole('status')).toHaveCount(0);

    await page.keyboard.press('/');
    await expect(box(page)).toBeFocused();
    await page.keyboard.type('join request');
    const options = listbox(page).getByRole('option');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await expect(box(page)).toHaveAttribute('aria-expanded', 'true');
    const count = await options.count();
    const activeIs = async (index: number) => {
      await expect(options.nth(index)).toHaveAttribute('aria-selected', 'true');
      await expect(box(page)).toHaveAttribute('aria-activedescendant', (await options.nth(index).getAttribute('id'))!);
    };
    await activeIs(0);
    await page.keyboard.press('ArrowDown');
    await activeIs(1);
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await activeIs(count - 1);
    await page.keyboard.press('ArrowDown');
    await activeIs(0);
    await expect(box(page)).toHaveValue('join request');

    await page.keyboard.press('Escape');
    await expect(listbox(page)).toHaveCount(0);
    await expect(box(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(box(page)).toHaveValue('join request'); // Escape closes; it does not erase.
    await expect(link).toBeFocused();

    await box(page).focus();
    await expect(options.first()).toBeVisible();
    await page.keyboard.press('ArrowDown');
    const target = (await options.nth(1).getAttribute('href'))!;
    await page.keyboard.press('Enter');
    await page.waitForURL(target);
    await expect(listbox(page)).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Focus goes to the new page's main content once it is rendered; searching before that lost
    // the box's focus, and so its results, to it (seen once on a loaded machine).
    await expect(page.locator('#__main')).toBeFocused();
  });

  await test.step('an operationId finds its operation', async () => {
    await search(page, 'roomJoinRequestSend');
    await expect(listbox(page).getByRole('option').first()).toHaveAttribute('href', '/api/room-join-request-send');
  });

  await test.step('a query with no match says so; not-found pages are never results', async () => {
    await search(page, 'wombat');
    await expect(page.getByRole('status')).toHaveText('No results for “wombat”');
    await expect(listbox(page)).toHaveCount(0);
    await expect(box(page)).toHaveAttribute('aria-expanded', 'false');

    // The not-found page's own words ("The page cannot be found. … Check the address …").
    await box(page).fill('cannot be found address');
    await expect(page.getByRole('status')).toBeVisible();
    for (const href of await listbox(page).getByRole('option').evaluateAll((options) => options.map((o) => o.getAttribute('href')))) {
      expect(href).not.toMatch(/404/);
    }
  });
});
