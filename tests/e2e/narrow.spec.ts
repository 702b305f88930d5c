import { expect, test } from './fixtures.ts';

// Phones: no page of any kind is wider than the screen, in either direction of writing. Each page
// is loaded once, at the narrowest width, and widened: its layout at a width is its stylesheet's
// alone (no script of the site lays out by the width it loaded at), so a resize lays it out as a
// load would, without the load (14 fewer: 13 → 8.6 s on one core, issue 33).
const WIDTHS = [320, 360, 400];

test(`nothing overflows a ${WIDTHS.join(', ')} px wide screen`, async ({ page }) => {
  for (const path of ['/', '/api', '/api/login', '/he/api/room-create', '/zh/docs/intro', '/docs/tutorial-basics/markdown-features', '/blog/long-blog-post']) {
    await page.setViewportSize({ width: WIDTHS[0]!, height: 700 });
    await page.goto(path);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 700 });
      // Laid out at this width (not measured before the resize reached the page), and no wider.
      const [laidOut, scrollWidth] = await page.evaluate(() => [window.innerWidth, document.documentElement.scrollWidth]);
      expect(laidOut).toBe(width);
      expect(scrollWidth, `${path} at ${width} px`).toBeLessThanOrEqual(width);
    }
  }
});

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
