import { test as base, expect, type BrowserContext, type ConsoleMessage, type Page, type Request, type WebError } from '@playwright/test';

/** Waits until the page is hydrated (the layout marks <html data-hydrated>): clicks then reach React. */
export const hydrated = (page: Page) => page.locator('html[data-hydrated]').waitFor();

/**
 * What the pages of `context` do that no page of the site may do (the description's section 7: no
 * API calls, nothing loaded from elsewhere; and no error): log an error to the console, throw, or
 * request anything of another origin than `origin`. Gathered from the context's first page to
 * its end, full loads and client-side navigations alike.
 */
export function watchHygiene(context: BrowserContext, origin: string): { problems: string[]; stop: () => void } {
  const problems: string[] = [];
  const onConsole = (message: ConsoleMessage) => {
    // Chromium logs the not-found page's own 404 as a resource that failed to load: that answer is the site's.
    const ownStatus = message.location().url === message.page()?.url() && message.text().startsWith('Failed to load resource: the server responded with a status of 404');
    if (message.type() === 'error' && !ownStatus) problems.push(`console error on ${message.page()?.url()}: ${message.text()}`);
  };
  const onError = (error: WebError) => problems.push(`uncaught on ${error.page()?.url()}: ${error.error().message}`);
  const onRequest = (request: Request) => {
    const url = new URL(request.url());
    if (url.protocol.startsWith('http') && url.origin !== origin) problems.push(`request outside the site: ${request.url()}`);
  };
  context.on('console', onConsole);
  context.on('weberror', onError);
  context.on('request', onRequest);
  const stop = () => {
    context.off('console', onConsole);
    context.off('weberror', onError);
    context.off('request', onRequest);
  };
  return { problems, stop };
}

/**
 * Gives a test `context`, its pages watched ({@link watchHygiene}) unless `hygiene` is false, and
 * fails the test on what they did. A context that outlives the test is watched for the test alone.
 */
export async function watchedContext(context: BrowserContext, hygiene: boolean, baseURL: string | undefined, use: (context: BrowserContext) => Promise<void>): Promise<void> {
  const watch = hygiene ? watchHygiene(context, new URL(baseURL!).origin) : undefined;
  try {
    await use(context);
  } finally {
    watch?.stop();
  }
  expect(watch?.problems ?? [], 'what the pages logged, threw or requested from elsewhere').toEqual([]);
}

/**
 * The tests' fixtures:
 * - `page.goto` returns once the page is hydrated (the layout marks <html data-hydrated>), so
 *   that a test's first click reaches React rather than the bare pre-rendered HTML;
 * - every test's pages are watched ({@link watchHygiene}), and a test whose pages logged an error,
 *   threw or requested anything from elsewhere fails, saying what and where: each page any test
 *   opens is a page checked (they had been checked on a sample of pages, in a test of their own
 *   that loaded a dozen pages for it alone). A test that provokes errors on purpose (a chunk that
 *   fails to load, a page that throws) says so with `test.use({ hygiene: false })`.
 */
export const test = base.extend<{ hygiene: boolean }>({
  hygiene: [true, { option: true }],
  context: async ({ context, hygiene, baseURL }, use) => watchedContext(context, hygiene, baseURL, use),
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
