import type { Page } from '@playwright/test';
import { expect, hydrated, test } from './fixtures.ts';
import { variantOperation, variantPath } from './site.ts';

// The colour-mode switch, with the configuration that enables it and follows the system
// preference (VITE_SITE_CONFIG=variant): light or dark, kept in local storage, synced across
// tabs, the system's when nothing is stored, never a flash of the wrong mode.

const toggle = (page: Page) => page.locator('.navbar-inner').getByRole('button', { name: /dark and light mode|切换|מצב/ });
const theme = (page: Page) => page.locator('html').getAttribute('data-theme');

/** The mode <html> has when <body> is first parsed, i.e. at first paint. */
async function recordFirstPaint(page: Page) {
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.body) return;
      (window as unknown as { __firstTheme?: string }).__firstTheme = document.documentElement.dataset.theme;
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
}
const firstPaintTheme = (page: Page) => page.evaluate(() => (window as unknown as { __firstTheme?: string }).__firstTheme);

test('the toggle switches the mode, keeps it in local storage, and a reload starts in it without a flash', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await recordFirstPaint(page);
  await page.goto(variantPath('/docs/intro'));
  await expect(toggle(page)).toHaveAccessibleName('Switch between dark and light mode (currently dark mode)');
  await toggle(page).click();
  expect(await theme(page)).toBe('light');
  await expect(toggle(page)).toHaveAccessibleName('Switch between dark and light mode (currently light mode)');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
  await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(255, 255, 255)');

  await page.reload();
  await hydrated(page);
  expect(await firstPaintTheme(page)).toBe('light'); // The system says dark: the stored choice wins, before paint.
  await expect(toggle(page)).toHaveAccessibleName(/currently light mode/);
});

test('a choice made in one tab reaches the others', async ({ page, context }) => {
  await page.goto(variantPath('/'));
  const other = await context.newPage();
  await other.goto(variantPath('/he/api'));
  await hydrated(other);
  const before = await theme(other);
  await toggle(page).click();
  const after = before === 'dark' ? 'light' : 'dark';
  await expect(other.locator('html')).toHaveAttribute('data-theme', after);
});

test('with nothing stored the mode is the system preference, first paint included, and follows it', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await recordFirstPaint(page);
  await page.goto(variantPath('/zh/blog'));
  expect(await firstPaintTheme(page)).toBe('light');
  expect(await theme(page)).toBe('light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  // Once the reader has chosen, the system no longer decides.
  await toggle(page).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.emulateMedia({ colorScheme: 'light' });
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
});

test('the toggle is in the mobile menu too', async ({ page }) => {
  await page.setViewportSize({ width: 700, height: 800 });
  await page.goto(variantPath(`/api/${variantOperation().slug}`));
  await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
  const drawer = page.getByRole('dialog');
  const before = await theme(page);
  await drawer.getByRole('button', { name: /Switch between dark and light mode/ }).click();
  expect(await theme(page)).not.toBe(before);
});
