import { LONG_WORDS } from '../fixtures/publicSpec.ts';
import { expect, test } from './fixtures.ts';
import { LOCALES, variantOperations, variantPath } from './site.ts';

// Phones, on the variant site: words longer than a phone's line, as published descriptions write
// them (tests/fixtures/publicSpec.ts, LONG_WORDS: Slack's and Spotify's sites scrolled sideways),
// break rather than widen the page, with every tree of the response opened to its deepest level as
// a reader opens them, in both directions of writing. Each page loaded once at the narrowest width
// and widened, as in narrow.spec.ts (its layout at a width is its stylesheet's alone).
const WIDTHS = [320, 360, 400];

for (const { code, prefix } of LOCALES.filter((locale) => locale.code !== 'zh')) {
  test(`words longer than a line break rather than widen a ${WIDTHS.join(', ')} px wide screen, every tree open, in ${code}`, async ({ page }) => {
    const { pages, operations } = variantOperations();
    const { slug } = pages[operations.findIndex((op) => op.operation.operationId === LONG_WORDS.operationId)]!;
    for (const path of [`${prefix}/api/${slug}`, `${prefix}/api`]) {
      await page.setViewportSize({ width: WIDTHS[0]!, height: 700 });
      await page.goto(variantPath(path));
      await page.locator('details').evaluateAll((all) => all.forEach((details) => ((details as HTMLDetailsElement).open = true)));
      if (path.endsWith(slug)) {
        // The long words are there: the example, the hash, the variant's tab at the deepest level.
        await expect(page.locator('.parameter-facts code', { hasText: LONG_WORDS.parameter.example })).toBeVisible();
        await expect(page.getByText(/shasum [0-9a-f]{40}/)).toBeVisible();
        // The description's block of code: a box of its own, read left to right, that scrolls.
        const block = page.locator('.spec-text pre', { hasText: '403 Forbidden' });
        await expect(block).toHaveCSS('overflow-x', 'auto');
        await expect(block).toHaveCSS('direction', 'ltr');
        await expect(page.locator('.schema-name', { hasText: new RegExp(`^level_${LONG_WORDS.depth}$`) })).toBeVisible();
        await expect(page.getByRole('tab', { name: LONG_WORDS.variant })).toBeVisible();
      } else {
        await expect(page.locator('main').getByRole('link', { name: LONG_WORDS.operationId })).toBeVisible();
      }
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 700 });
        const [laidOut, scrollWidth] = await page.evaluate(() => [window.innerWidth, document.documentElement.scrollWidth]);
        expect(laidOut).toBe(width);
        expect(scrollWidth, `${path} at ${width} px`).toBeLessThanOrEqual(width);
      }
    }
  });
}
