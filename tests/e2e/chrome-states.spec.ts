import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { localeStrings as strings } from './site.ts';

// The site states of the description's section 4 with the shipped configuration: colour mode,
// announcement bar, mobile sidebar, dropdowns; and the copy confirmation in every locale.

/** Records, when <body> is first parsed (before any paint), what <html> says: flash detection. */
async function recordAtFirstPaint(page: Page) {
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.body) return;
      const { theme, announcementDismissed } = document.documentElement.dataset;
      (window as unknown as { __firstPaint: object }).__firstPaint = { theme, announcementDismissed };
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
}
const firstPaint = (page: Page) => page.evaluate(() => (window as unknown as { __firstPaint: { theme?: string; announcementDismissed?: string } }).__firstPaint);

test.describe('colour mode (shipped: dark, switch disabled)', () => {
  test('always dark, with no switch, whatever is stored or the system prefers', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.addInitScript(() => localStorage.setItem('theme', 'light'));
    await recordAtFirstPaint(page);
    await page.goto('/docs/intro');
    expect((await firstPaint(page)).theme).toBe('dark');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page.getByRole('button', { name: /dark and light mode/ })).toHaveCount(0);
    await expect(page.locator('meta[name="color-scheme"]')).toHaveAttribute('content', 'dark');
  });
});

test.describe('announcement bar', () => {
  const DISMISS = 'docusaurus.announcement.dismiss';
  const ID = 'docusaurus.announcement.id';

  test('a bar closed under an earlier id shows again; closing it stores the current id', async ({ page }) => {
    await page.addInitScript(
      ([dismiss, id]) => {
        if (sessionStorage.getItem('seeded')) return;
        sessionStorage.setItem('seeded', '1');
        localStorage.setItem(dismiss!, 'true');
        localStorage.setItem(id!, 'api-v1-3'); // The announcement of the previous release.
      },
      [DISMISS, ID],
    );
    await page.goto('/');
    const bar = page.getByRole('banner').filter({ hasText: 'API 1.4 is out' });
    await expect(bar).toBeVisible();
    await bar.getByRole('button', { name: 'Close' }).click();
    await expect(bar).toBeHidden();
    expect(await page.evaluate(([dismiss, id]) => [localStorage.getItem(dismiss!), localStorage.getItem(id!)], [DISMISS, ID])).toEqual(['true', 'api-v1-4']);
  });

  test('a bar closed under the current id is hidden before first paint', async ({ page }) => {
    await page.addInitScript(
      ([dismiss, id]) => {
        localStorage.setItem(dismiss!, 'true');
        localStorage.setItem(id!, 'api-v1-4');
      },
      [DISMISS, ID],
    );
    await recordAtFirstPaint(page);
    await page.goto('/zh/');
    expect((await firstPaint(page)).announcementDismissed).toBe('true');
    await expect(page.getByRole('banner').filter({ hasText: 'API 1.4' })).toBeHidden();
  });
});

test.describe('mobile sidebar', () => {
  test('closes by itself when the window becomes wider than 996 px, and stays closed', async ({ page }) => {
    await page.setViewportSize({ width: 996, height: 800 });
    await page.goto('/docs/intro');
    const toggle = page.getByRole('button', { name: 'Toggle navigation bar' });
    await toggle.click();
    const drawer = page.getByRole('dialog', { name: 'Main' });
    await expect(drawer).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.setViewportSize({ width: 997, height: 800 });
    await expect(drawer).toBeHidden();
    await page.setViewportSize({ width: 800, height: 800 });
    await expect(drawer).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('closes on Escape and on a link, and stays open on a resize within mobile widths', async ({ page }) => {
    await page.setViewportSize({ width: 600, height: 800 });
    await page.goto('/he/docs/intro');
    const toggle = page.getByRole('button', { name: 'פתיחה וסגירה של סרגל הניווט' });
    await toggle.click();
    const drawer = page.getByRole('dialog');
    await page.setViewportSize({ width: 900, height: 700 });
    await expect(drawer).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await toggle.click();
    await drawer.getByRole('link', { name: 'API', exact: true }).click();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(/\/he\/api$/);
  });
});

test.describe('mobile sidebar by keyboard', () => {
  test('Enter opens it with focus inside, Tab stays inside, Escape closes it and returns focus', async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 800 });
    await page.goto('/zh/docs/intro');
    const toggle = page.getByRole('button', { name: '切换导航栏' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: '主导航' });
    await expect(drawer.getByRole('button', { name: '关闭导航栏' })).toBeFocused();
    await page.keyboard.press('Shift+Tab'); // Wraps to the drawer's last control.
    expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press('Tab');
      expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(toggle).toBeFocused();
  });
});

test('the shipped navbar stays in view while scrolling (hideOnScroll is off)', async ({ page }) => {
  await page.goto('/api/login');
  await page.mouse.move(600, 400);
  await page.mouse.wheel(0, 1200);
  await page.waitForTimeout(400);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeInViewport();
});

test.describe('dropdowns (the locale dropdown)', () => {
  // By mouse, then by keyboard, in one test's page, loaded for each (opening and closing the menu
  // stores nothing): once two tests, each a fresh context for one load.
  test('opens and closes by mouse and by keyboard', async ({ page }) => {
    await test.step('opens and closes by mouse, and closes on an outside click', async () => {
      await page.goto('/blog');
      const button = page.getByRole('button', { name: /Languages/ });
      const menu = page.locator(`#${await button.getAttribute('aria-controls')}`);
      await expect.soft(menu).toBeHidden();
      await button.click();
      await expect.soft(button).toHaveAttribute('aria-expanded', 'true');
      await expect.soft(menu.getByRole('link', { name: 'עברית' })).toBeVisible();
      await button.click();
      await expect.soft(menu).toBeHidden();
      await button.click();
      await page.getByRole('main').click({ position: { x: 5, y: 5 } });
      await expect.soft(menu).toBeHidden();
      await expect.soft(button).toHaveAttribute('aria-expanded', 'false');
    });
    await test.step('is operable by keyboard: Enter opens, Tab walks the items, Escape closes, focus leaving closes', async () => {
      await page.goto('/docs/intro?tab=1#what-youll-need');
      const button = page.getByRole('button', { name: /Languages/ });
      const menu = page.locator(`#${await button.getAttribute('aria-controls')}`);
      await button.focus();
      await page.keyboard.press('Enter');
      await expect.soft(button).toHaveAttribute('aria-expanded', 'true');
      await page.keyboard.press('Tab');
      await expect.soft(menu.getByRole('link', { name: 'English' })).toBeFocused();
      await page.keyboard.press('Tab');
      const hebrew = menu.getByRole('link', { name: 'עברית' });
      await expect.soft(hebrew).toBeFocused();
      // The locale switch keeps path, query and hash.
      await expect.soft(hebrew).toHaveAttribute('href', '/he/docs/intro?tab=1#what-youll-need');
      await page.keyboard.press('Escape');
      await expect.soft(menu).toBeHidden();
      await expect.soft(button).toBeFocused();

      await page.keyboard.press('Space');
      await expect.soft(menu).toBeVisible();
      await page.keyboard.press('Shift+Tab'); // Focus leaves the dropdown.
      await expect.soft(menu).toBeHidden();
      await button.focus();
      await page.keyboard.press('Enter');
      for (let i = 0; i < 4; i++) await page.keyboard.press('Tab'); // Past the three locales.
      await expect.soft(menu).toBeHidden();
    });
  });
});

test.describe('copying code', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  // Both locales in one test's page, loaded for each (a copy stores nothing): once two tests,
  // each a fresh context for one load.
  test('says "copied successfully" in he and zh', async ({ page }) => {
    for (const locale of ['he', 'zh']) {
      await test.step(`says "copied successfully" in ${locale}`, async () => {
        const t = strings(locale);
        await page.goto(`/${locale}/docs/intro`);
        const button = page.getByRole('button', { name: t['code.copy'] }).first();
        await button.click();
        await expect.soft(button).toHaveText(t['code.copied']!);
        await expect.soft(page.locator('#live-region')).toHaveText(t['code.copiedSuccessfully']!);
        expect.soft(await page.evaluate(() => navigator.clipboard.readText())).not.toBe('');
        await expect.soft(page.locator('#live-region')).toHaveText('', { timeout: 4000 }); // The confirmation clears.
      });
    }
  });
});
