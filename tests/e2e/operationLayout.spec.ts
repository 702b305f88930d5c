import { test as base, type Locator, type Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { LOCALES } from './site.ts';

// Issue 20: from 1280 px an operation page shows the code samples and the response example in a
// second column beside its parameters, request body and responses, in view while they scroll
// (mirrored in Hebrew), with and without JavaScript; below 1280 px, one column.

const box = async (locator: Locator) => (await locator.boundingBox())!;

/** Scrolls to the parameters and says where they and the samples' column stand. */
async function columns(page: Page) {
  await page.locator('#parameters').scrollIntoViewIfNeeded();
  const parameters = await box(page.locator('.operation-details'));
  const samples = page.locator('.operation-samples');
  return { parameters, samples: await box(samples), samplesColumn: samples };
}

for (const javaScript of [true, false]) {
  const it = javaScript ? test : base;
  const how = javaScript ? '' : ', without JavaScript';
  it.describe(`an operation page at 1440 px${how}`, () => {
    it.use({ viewport: { width: 1440, height: 900 }, javaScriptEnabled: javaScript });

    for (const { code, prefix, dir } of LOCALES) {
      it(`shows its parameters and a code sample side by side, the samples at the ${dir === 'rtl' ? 'left' : 'right'} (${code})`, async ({ page }) => {
        await page.goto(`${prefix}/api/brand-add-member`);
        const { parameters, samples, samplesColumn } = await columns(page);
        // Side by side: beside each other, not overlapping, both of a readable width.
        if (dir === 'rtl') expect(samples.x + samples.width).toBeLessThanOrEqual(parameters.x);
        else expect(samples.x).toBeGreaterThanOrEqual(parameters.x + parameters.width);
        for (const width of [parameters.width, samples.width]) expect(width).toBeGreaterThan(420);
        // A working sample is in view with the parameters: curl, with the operation's URL.
        const curl = samplesColumn.locator('#sample-curl pre');
        await expect(curl).toBeInViewport();
        await expect(curl).toContainText("curl -X POST 'https://api.buildonblockchain.dev/v1/brands/");
        await expect(page.locator('#parameters')).toBeInViewport();
        // And it stays in view while the main column scrolls on to the responses.
        await page.locator('#responses').scrollIntoViewIfNeeded();
        await expect(samplesColumn.locator('#code-samples')).toBeInViewport();
      });
    }

    it('moves the table of contents out of the way, above the article, and shows the first success as the response example, and the others at a click', async ({ page }) => {
      await page.goto('/api/room-create');
      await it.step('moves the table of contents out of the way, above the article', async () => {
        const toc = await box(page.getByRole('navigation', { name: 'On this page' }));
        const title = await box(page.getByRole('heading', { level: 1 }));
        expect(toc.y + toc.height).toBeLessThanOrEqual(title.y);
      });
      await it.step('shows the first success as the response example, and the others at a click', async () => {
        const examples = page.locator('.response-examples');
        await expect(examples.getByRole('radio', { name: '201' })).toBeChecked();
        const panel = (status: string) => examples.locator(`#response-example-${status} ~ .status-switch-panel`).first();
        await expect(panel('201')).toBeVisible();
        await expect(panel('201')).toContainText('"joinPolicy"');
        await expect(panel('409')).toBeHidden();
        await examples.locator('label', { hasText: '409' }).click();
        await expect(panel('409')).toBeVisible();
        await expect(panel('409')).toContainText('"status": 409');
        await expect(panel('201')).toBeHidden();
        // Its heading links to the response in the main column.
        await expect(panel('409').getByRole('link')).toHaveAttribute('href', '#response-409');
      });
    });
  });
}

for (const width of [1279, 390]) {
  test(`below 1280 px (${width}) an operation page is one column: samples after the description, before the parameters`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/he/api/brand-add-member');
    const intro = await box(page.locator('.operation-intro'));
    const samples = await box(page.locator('.operation-samples'));
    const details = await box(page.locator('.operation-details'));
    expect(samples.y).toBeGreaterThanOrEqual(intro.y + intro.height);
    expect(details.y).toBeGreaterThanOrEqual(samples.y + samples.height);
    expect(Math.abs(samples.width - details.width)).toBeLessThan(2);
  });
}

for (const width of [1440, 390]) {
  for (const { code, prefix, dir } of LOCALES) {
    test(`at ${width} px the Copy page button stands beside the title, at the end of its column (${code})`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${prefix}/api/room-create`);
      const button = await box(page.locator('.copy-page'));
      const title = await box(page.getByRole('heading', { level: 1 }));
      const column = await box(page.locator('.operation-intro'));
      // On the title's first line, not above the columns or over the samples.
      expect(button.y).toBeGreaterThanOrEqual(title.y);
      expect(button.y + button.height).toBeLessThanOrEqual(title.y + title.height);
      const end = dir === 'rtl' ? column.x - button.x : button.x + button.width - (column.x + column.width);
      expect(Math.abs(end)).toBeLessThan(1);
    });
  }
}
