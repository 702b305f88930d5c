import { test as base, expect, type Page } from '@playwright/test';

/** Waits until the page is hydrated (the layout marks <html data-hydrated>): clicks then reach React. */
export const hydrated = (page: Page) => page.locator('html[data-hydrated]').waitFor();

/**
 * `page.goto` that returns once the page is hydrated (the layout marks <html data-hydrated>),
 * so that a test's first click reaches React rather than the bare pre-rendered HTML.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await hydrated(page);
      return response;
    };
    await use(page);
  },
});

export { expect };
