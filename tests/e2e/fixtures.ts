import { test as base, expect } from '@playwright/test';

/**
 * `page.goto` that returns once the page is hydrated (the layout marks <html data-hydrated>),
 * so that a test's first click reaches React rather than the bare pre-rendered HTML.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await page.locator('html[data-hydrated]').waitFor();
      return response;
    };
    await use(page);
  },
});

export { expect };
