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

/** The Copy page button at the end of the title's column, on its first line (room-create's page, loaded). */
async function copyPageBesideTitle(page: Page, dir: string) {
  const button = await box(page.locator('.copy-page'));
  const title = await box(page.getByRole('heading', { level: 1 }));
  const column = await box(page.locator('.operation-intro'));
  // On the title's first line, not above the columns or over the samples.
  expect.soft(button.y).toBeGreaterThanOrEqual(title.y);
  expect.soft(button.y + button.height).toBeLessThanOrEqual(title.y + title.height);
  const end = dir === 'rtl' ? column.x - button.x : button.x + button.width - (column.x + column.width);
  expect.soft(Math.abs(end)).toBeLessThan(1);
}

/** One column: the samples after the description, before the parameters, as wide as they are. */
async function oneColumn(page: Page) {
  const intro = await box(page.locator('.operation-intro'));
  const samples = await box(page.locator('.operation-samples'));
  const details = await box(page.locator('.operation-details'));
  expect.soft(samples.y).toBeGreaterThanOrEqual(intro.y + intro.height);
  expect.soft(details.y).toBeGreaterThanOrEqual(samples.y + samples.height);
  expect.soft(Math.abs(samples.width - details.width)).toBeLessThan(2);
}

// Each width's (and JavaScript's) pages are loaded one after another in one test's page, each
// check a step of its own with soft assertions (one locale's failure hides no other's): they were
// 16 tests, each a fresh context for one load (a renderer started, the first load's cost), ~0.2 s
// of one core more than a further load in the same page. The checks only read the layout, and a
// page stores nothing that is not clicked (a tab, the colour mode, the announcement's Close): the
// one click, a response example's status, comes last on its page. 16 tests → 3: the file's run,
// server and runner included, 13-20 s of one core → 11.6-16.4 s (4 runs each, interleaved).
for (const javaScript of [true, false]) {
  const it = javaScript ? test : base;
  const how = javaScript ? '' : ', without JavaScript';
  it.describe(`an operation page at 1440 px${how}`, () => {
    it.use({ viewport: { width: 1440, height: 900 }, javaScriptEnabled: javaScript });

    it(`shows its parameters and a code sample side by side, the samples at the right (left in Hebrew); moves the table of contents out of the way${javaScript ? ', puts the Copy page button beside the title' : ''} and shows the first success as the response example, and the others at a click`, async ({ page }) => {
      for (const { code, prefix, dir } of LOCALES) {
        await it.step(`shows its parameters and a code sample side by side, the samples at the ${dir === 'rtl' ? 'left' : 'right'} (${code})`, async () => {
          await page.goto(`${prefix}/api/brand-add-member`);
          const { parameters, samples, samplesColumn } = await columns(page);
          // Side by side: beside each other, not overlapping, both of a readable width.
          if (dir === 'rtl') expect.soft(samples.x + samples.width).toBeLessThanOrEqual(parameters.x);
          else expect.soft(samples.x).toBeGreaterThanOrEqual(parameters.x + parameters.width);
          for (const width of [parameters.width, samples.width]) expect.soft(width).toBeGreaterThan(420);
          // A working sample is in view with the parameters: curl, with the operation's URL.
          const curl = samplesColumn.locator('#sample-curl pre');
          await expect.soft(curl).toBeInViewport();
          await expect.soft(curl).toContainText("curl -X POST 'https://api.buildonblockchain.dev/v1/brands/");
          await expect.soft(page.locator('#parameters')).toBeInViewport();
          // And it stays in view while the main column scrolls on to the responses.
          await page.locator('#responses').scrollIntoViewIfNeeded();
          await expect.soft(samplesColumn.locator('#code-samples')).toBeInViewport();
        });
      }
      // The Copy page button's place, in every locale: English's last, on the page the next steps read.
      if (javaScript) {
        for (const { code, prefix, dir } of [...LOCALES].reverse()) {
          await it.step(`at 1440 px the Copy page button stands beside the title, at the end of its column (${code})`, async () => {
            await page.goto(`${prefix}/api/room-create`);
            await copyPageBesideTitle(page, dir);
          });
        }
      } else await page.goto('/api/room-create');
      await it.step('moves the table of contents out of the way, above the article', async () => {
        const toc = await box(page.getByRole('navigation', { name: 'On this page' }));
        const title = await box(page.getByRole('heading', { level: 1 }));
        expect.soft(toc.y + toc.height).toBeLessThanOrEqual(title.y);
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

test('below 1280 px (1279, 390) an operation page is one column: samples after the description, before the parameters; at 390 px the Copy page button stands beside the title, at the end of its column', async ({ page }) => {
  for (const width of [1279, 390]) {
    await test.step(`below 1280 px (${width}) an operation page is one column: samples after the description, before the parameters`, async () => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/he/api/brand-add-member');
      await oneColumn(page);
    });
  }
  for (const { code, prefix, dir } of LOCALES) {
    await test.step(`at 390 px the Copy page button stands beside the title, at the end of its column (${code})`, async () => {
      await page.goto(`${prefix}/api/room-create`);
      await copyPageBesideTitle(page, dir);
    });
  }
});
