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
