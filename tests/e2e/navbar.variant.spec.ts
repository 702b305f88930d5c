import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { variantOperation, variantPath } from './site.ts';

// Navbar items of every kind the description lists, rendered from the configuration variant
// (VITE_SITE_CONFIG=variant adds the kinds the shipped navbar does not use), the docs version
// dropdown and its saved preference, and hiding on scroll.

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

test('every navbar item kind renders from the configuration', async ({ page }) => {
  await page.goto(variantPath('/blog'));
  const bar = nav(page);
  await expect(bar.getByRole('link', { name: 'API', exact: true })).toHaveAttribute('href', variantPath('/api')); // default (to)
  await expect(bar.getByRole('link', { name: /Test network/ }).first()).toHaveAttribute('target', '_blank'); // default (href)
  await expect(bar.getByRole('button', { name: 'Languages: English' })).toBeVisible(); // localeDropdown
  await expect(bar.getByRole('combobox', { name: 'Search the documentation' })).toBeVisible(); // search
  await expect(bar.getByRole('button', { name: 'More' })).toBeVisible(); // dropdown
  await expect(bar.locator('.navbar-html .navbar-divider')).toBeAttached(); // html
  await expect(bar.getByRole('link', { name: 'Guide', exact: true })).toHaveAttribute('href', variantPath('/docs/intro')); // doc
  await expect(bar.getByRole('link', { name: 'Tutorial', exact: true })).toHaveAttribute('href', variantPath('/docs/intro')); // docSidebar
  await expect(bar.getByRole('link', { name: 'Version: Next' })).toHaveAttribute('href', variantPath('/docs/intro')); // docsVersion
  await expect(bar.getByRole('button', { name: 'Docs version: Next' })).toHaveText('Next'); // docsVersionDropdown
});

test('the items are translated', async ({ page }) => {
  await page.goto(variantPath('/zh/blog'));
  const bar = page.getByRole('navigation', { name: '主导航' });
  await expect(bar.getByRole('button', { name: '更多' })).toBeVisible();
  await expect(bar.getByRole('link', { name: '教程', exact: true })).toHaveAttribute('href', variantPath('/zh/docs/intro'));
});

test('a dropdown opens, navigates, closes on choosing, on an outside click and when focus leaves', async ({ page }) => {
  await page.goto(variantPath('/'));
  const more = nav(page).getByRole('button', { name: 'More' });
  await more.click();
  const blog = nav(page).getByRole('link', { name: 'Blog', exact: true });
  await expect(blog).toBeVisible();
  await page.getByRole('main').click({ position: { x: 5, y: 5 } });
  await expect(blog).toBeHidden();

  await more.focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect(blog).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/blog$/);
  await expect(blog).toBeHidden(); // Closed by the choice, though the navbar stayed.
  await expect(more).toHaveAttribute('aria-expanded', 'false');

  await more.click();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab'); // Past both items: focus has left.
  await expect(blog).toBeHidden();
});

test('the docs version dropdown shows Next, leads to the same doc, and saves the preferred version for the default docs plugin', async ({ page }) => {
  await page.goto(variantPath('/docs/tutorial-basics/create-a-page'));
  expect(await page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBeNull();
  const button = nav(page).getByRole('button', { name: 'Docs version: Next' });
  await button.click();
  const next = nav(page).getByRole('link', { name: 'Next', exact: true });
  await expect(next).toHaveAttribute('href', variantPath('/docs/tutorial-basics/create-a-page'));
  await expect(next).toHaveAttribute('aria-current', 'true');
  await next.click();
  await expect(next).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBe('current');

  await page.goto(variantPath('/he/blog'));
  const he = page.getByRole('navigation', { name: 'ראשי' });
  await he.getByRole('button', { name: /Next/ }).click();
  await expect(he.getByRole('link', { name: 'Next', exact: true })).toHaveAttribute('href', variantPath('/he/docs/intro'));
});

test('the navbar hides on scroll down and comes back on scroll up, or when focus enters it', async ({ page }) => {
  await page.setViewportSize({ width: 1200, height: 700 });
  await page.goto(variantPath(`/api/${variantOperation().slug}`));
  const bar = nav(page);
  await expect(bar).toBeInViewport();
  await page.mouse.move(600, 400);
  await page.mouse.wheel(0, 800);
  await expect(bar).not.toBeInViewport();
  await page.mouse.wheel(0, -200);
  await expect(bar).toBeInViewport();
  await page.mouse.wheel(0, 600);
  await expect(bar).not.toBeInViewport();
  await bar.getByRole('link', { name: 'API', exact: true }).focus();
  await expect(bar).toBeInViewport();
  // A link clicked by pointer keeps focus, but the navbar still hides on the next page's scroll.
  await bar.getByRole('link', { name: 'Guide', exact: true }).click();
  await expect(page).toHaveURL(/\/docs\/intro$/);
  await page.mouse.wheel(0, 600);
  await expect(bar).not.toBeInViewport();
});
