import { expect, test } from './fixtures.ts';

// Phones: no page of any kind is wider than the screen, in either direction of writing.
for (const width of [320, 360, 400]) {
  test(`nothing overflows a ${width} px wide screen`, async ({ page }) => {
    await page.setViewportSize({ width, height: 700 });
    for (const path of ['/', '/api', '/api/login', '/he/api/room-create', '/zh/docs/intro', '/docs/tutorial-basics/markdown-features', '/blog/long-blog-post']) {
      await page.goto(path);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(width);
    }
  });
}

// The code samples' language tabs and their menu stay one row on a phone (two rows read as two
// tab lists): the tabs scroll sideways if they must, and a chosen one is brought into view.
for (const { prefix, more } of [
  { prefix: '', more: 'More languages' },
  { prefix: '/he', more: 'שפות נוספות' },
]) {
  test(`${prefix || '/'}: the sample languages are one row at 390 px, and a chosen language shows in it`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto(`${prefix}/api/room-create`);
    const row = page.locator('.sample-languages').first();
    const tabs = row.getByRole('tab');
    const menu = row.locator('summary', { hasText: more });
    const top = async (locator: typeof menu) => (await locator.boundingBox())!.y;
    for (const tab of await tabs.filter({ visible: true }).all()) expect(await top(tab)).toBe(await top(menu));
    const list = row.getByRole('tablist');
    const inRow = (name: string) =>
      list.evaluate((element, label) => {
        const box = element.getBoundingClientRect();
        const tab = [...element.querySelectorAll('[role="tab"]')].find((candidate) => candidate.textContent === label)!.getBoundingClientRect();
        return tab.left >= box.left - 1 && tab.right <= box.right + 1;
      }, name);
    // Go by the keyboard, from curl: the last of the four.
    await tabs.first().focus();
    await page.keyboard.press('End');
    await expect(tabs.filter({ hasText: /^Go$/ })).toHaveAttribute('aria-selected', 'true');
    expect(await inRow('Go')).toBe(true);
    // Rust from the menu joins the tabs, in view.
    await menu.click();
    await row.getByRole('link', { name: 'Rust' }).click();
    await expect(tabs.filter({ hasText: /^Rust$/ })).toHaveAttribute('aria-selected', 'true');
    expect(await top(tabs.filter({ hasText: /^Rust$/ }))).toBe(await top(menu));
    expect(await inRow('Rust')).toBe(true);
    // Remembered on the next page, where no one focused it.
    await page.goto(`${prefix}/api/login`);
    await expect(tabs.filter({ hasText: /^Rust$/ })).toHaveAttribute('aria-selected', 'true');
    expect(await inRow('Rust')).toBe(true);
  });
}
