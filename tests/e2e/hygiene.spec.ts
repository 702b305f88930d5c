import { expect, test } from './fixtures.ts';

const SAMPLE = ['/', '/docs/intro', '/docs/tutorial-basics/markdown-features', '/blog', '/blog/long-blog-post', '/api', '/api/room-join-request-send', '/he/', '/he/api/login', '/zh/docs/intro', '/zh/blog/tags/hello', '/markdown-page'];

test('no console errors and no request leaving the site on a sample of pages', async ({ page, baseURL }) => {
  const origin = new URL(baseURL!).origin;
  const errors: string[] = [];
  const foreign: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(`${page.url()}: ${message.text()}`));
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol.startsWith('http') && url.origin !== origin) foreign.push(request.url());
  });
  for (const path of SAMPLE) {
    await page.goto(path, { waitUntil: 'networkidle' });
    await expect(page.locator('main')).toBeVisible();
  }
  expect(errors).toEqual([]);
  expect(foreign).toEqual([]);
});
