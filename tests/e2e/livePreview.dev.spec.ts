import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { compareOutput } from '../../generator/output/compareOutput.ts';
import { listFiles } from '../../generator/output/inputs.mjs';
import { clientDir } from '../../scripts/build/outDir.mjs';
import { expect, test as base, watchedContext } from './fixtures.ts';
import { DEV_SERVER_STARTUP, waitForDevServer } from './startDevServer.ts';

// `npm run dev` (issue 18) in a scratch copy of the project (tests/e2e/devServer.ts): each test
// edits a file of the copy as a writer would, sees the open page follow, and puts the file back.
// The edits share one server and its files, so they run one after another. A test waits for
// the server several times in turn (UPDATE each), beside the other project's tests: 30 s for a
// whole test was once too little on a loaded machine (playwright.config.ts gives every test 90 s).
// The Markdown test that hit 90 s on a slower machine was held by an overlay left over a fixed
// page, not by the machine: see 'a page opened while a mistake is being fixed'.
//
// One browser context for all of them, each test's page a new one in it (closed after the test),
// watched for that test alone (./fixtures.ts): the server sends its modules one by one, not
// bundled, and a fresh context per test fetched and compiled them all again with a cold cache.
const test = base.extend<object, { devContext: BrowserContext }>({
  devContext: [
    async ({ browser }, use, info) => {
      const context = await browser.newContext({ baseURL: info.project.use.baseURL });
      await use(context);
      await context.close();
    },
    { scope: 'worker' },
  ],
  context: async ({ devContext, hygiene, baseURL }, use) => watchedContext(devContext, hygiene, baseURL, use),
  page: async ({ page }, use) => {
    await use(page);
    await page.close();
  },
});
test.describe.configure({ mode: 'serial' });

// The server was started with the run, beside the other projects' tests (tests/e2e/startDevServer.ts).
// It compiles a kind of page's modules when it first renders one: the home page, an operation's
// and a doc's are rendered once here, in the hook's time rather than the first test's (a slower
// machine must not spend that test's 90 s on it).
test.beforeAll(async ({}, info) => {
  test.setTimeout(DEV_SERVER_STARTUP + 30_000);
  for (const path of ['/', '/api/login', '/docs/intro']) await waitForDevServer(`${info.project.use.baseURL}${path}`);
});

const DIR = process.env.E2E_DEV_DIR!;
/** The server regenerates and recompiles on a loaded machine: generous, as a timed test is not the point (see npm run bench). */
const UPDATE = { timeout: 20_000 };

/**
 * `request.get(url)`, sent again once if its connection is reset: the server closes a keep-alive
 * connection idle for 5 s, and a request sent on it at that moment is reset (a clean one-core CI
 * run lost a test so, after seconds of page work). A browser sends such a request again itself;
 * Playwright's request context does not unless told.
 */
const get = (request: APIRequestContext, url: string) => request.get(url, { maxRetries: 1 });

/** Replaces `from` by `to` in the copy's `file`; returns what puts the file back. */
function edit(file: string, from: string, to: string): () => void {
  const full = path.join(DIR, file);
  const original = readFileSync(full, 'utf8');
  if (!original.includes(from)) throw new Error(`${file} no longer has ${JSON.stringify(from)}`);
  writeFileSync(full, original.replace(from, to));
  return () => writeFileSync(full, original);
}

/** Marks the page so that a reload (which would forget the mark) shows. */
const mark = (page: Page) => page.evaluate(() => ((window as { livePreviewMark?: boolean }).livePreviewMark = true));
const marked = (page: Page) => page.evaluate(() => (window as { livePreviewMark?: boolean }).livePreviewMark === true);

const overlay = (page: Page) => page.locator('vite-error-overlay');

/**
 * The files of the generated output (site/generated, and the API's translation skeletons under
 * locales/) in which the copy differs from this checkout, whose output `npm run generate` wrote
 * (the drift test proves it), compared as `npm run check` compares (compareOutput). Once an edit
 * is put back and the page shows it, the server has written what it writes for the checkout's
 * spec: then what `npm run generate` writes, files it added since removed. (Spawning `npm run
 * check` in the copy instead: ~6 s of one core.)
 */
function generatedDrift(): string[] {
  return ['site/generated', 'locales']
    .flatMap((dir) => {
      const ours = new Map(listFiles(dir).map((file) => [file, readFileSync(path.join(dir, file), 'utf8')]));
      const { added, removed, changed } = compareOutput(ours, path.join(DIR, dir));
      return [...added, ...removed, ...changed].map((file) => `${dir}/${file}`);
    })
    .sort();
}

test('a saved summary changes the open page and its sidebar entry without a reload, where the reader is', async ({ page }) => {
  await page.goto('/api/login');
  await page.evaluate(() => window.scrollTo(0, 600));
  await mark(page);
  const restore = edit('spec/paths/accounts.yaml', '    summary: Sign in\n', '    summary: Sign in, live\n');
  try {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in, live', UPDATE);
    await expect(page.getByRole('navigation', { name: 'API sidebar' }).getByRole('link', { name: /Sign in, live$/ })).toBeVisible(UPDATE);
    expect(await marked(page)).toBe(true);
    expect(await page.evaluate(() => window.scrollY)).toBe(600);
    expect(generatedDrift()).toContain('site/generated/operations/login.json');
  } finally {
    restore();
  }
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in', UPDATE);
  // What the server wrote is what `npm run generate` writes.
  expect(generatedDrift()).toEqual([]);
});

test("a saved shared schema changes every open operation page that shows it, and its Markdown", async ({ page, request }) => {
  await page.goto('/api/login');
  await mark(page);
  const article = page.locator('article');
  await expect(article).toContainText('A short, human-readable summary of the problem type.');
  const restore = edit('spec/components/schemas/Problem.yaml', 'A short, human-readable summary of the problem type.', 'A short summary of the problem type, edited live.');
  try {
    await expect(article).toContainText('A short summary of the problem type, edited live.', UPDATE);
    await expect(article).not.toContainText('A short, human-readable summary of the problem type.');
    expect(await marked(page)).toBe(true);
    expect(await (await get(request, '/api/login.md')).text()).toContain('A short summary of the problem type, edited live.');
  } finally {
    restore();
  }
  await expect(article).toContainText('A short, human-readable summary of the problem type.', UPDATE);
});

test('an added operation gets its page and sidebar entry, and loses them when removed', async ({ page }) => {
  await page.goto('/api/login');
  const sidebar = page.getByRole('navigation', { name: 'API sidebar' });
  // The General group, closed on this page, opened before the edit: its links, loaded then, are
  // loaded again when the spec changes (a group opened while the generator ran kept the old ones).
  await sidebar.locator('summary', { hasText: 'General' }).click();
  await expect(sidebar.getByRole('link', { name: /Ping the API$/ })).toBeVisible();
  const restore = edit(
    'spec/openapi.yaml',
    '  # --- end General ---\n',
    [
      '  /live-preview-check:',
      '    get:',
      '      tags: [General]',
      '      summary: Check the live preview',
      '      description: Answers whether the live preview works.',
      '      operationId: livePreviewCheck',
      '      security: []',
      '      responses:',
      "        '200':",
      '          description: It works.',
      "        '400':",
      '          description: It does not.',
      '  # --- end General ---',
      '',
    ].join('\n'),
  );
  try {
    await expect(sidebar.getByRole('link', { name: /Check the live preview$/ })).toBeVisible(UPDATE);
    await page.goto('/api/live-preview-check');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check the live preview');
    await expect(sidebar.getByRole('link', { name: /Check the live preview$/ })).toBeVisible();
  } finally {
    restore();
  }
  // The reader of the removed operation's page sees it go: the page becomes the not-found page.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found', UPDATE);
  await expect(sidebar.getByRole('link', { name: /Check the live preview$/ })).toHaveCount(0, UPDATE);
  await expect.poll(async () => (await get(page.request, '/api/live-preview-check')).status(), UPDATE).toBe(404);
  // The operation's files are gone again: the output is what `npm run generate` writes.
  expect(generatedDrift()).toEqual([]);
});

test('broken YAML shows an overlay naming the file and line, the last good page stays, and fixing it clears the overlay', async ({ page }) => {
  await page.goto('/api/login');
  await mark(page);
  const restore = edit('spec/paths/accounts.yaml', '    summary: Sign in\n', '    summary: [Sign in\n');
  try {
    await expect(overlay(page)).toBeAttached(UPDATE);
    await expect(overlay(page).locator('.file')).toHaveText(/^spec\/paths\/accounts\.yaml:\d+:\d+$/);
    await expect(overlay(page).locator('.message-body')).toContainText('Failed to parse');
    // A page opened while the spec is broken is still served, with the overlay.
    const other = await page.context().newPage();
    await other.goto('/api/room-create');
    await expect(other.getByRole('heading', { level: 1 })).not.toBeEmpty();
    await expect(overlay(other)).toBeAttached(UPDATE);
    await other.close();
  } finally {
    restore();
  }
  await expect(overlay(page)).toHaveCount(0, UPDATE);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in');
  expect(await marked(page)).toBe(true);
});

test('an edited locale string shows on the open page without a reload; a catalogue that is not JSON is shown until fixed, also when saved in two steps', async ({ page }) => {
  const file = path.join(DIR, 'locales/en/common.json');
  const original = readFileSync(file, 'utf8');
  const announcement = page.getByText('API 1.4 is out', { exact: false });
  await page.goto('/docs/intro');
  await expect(announcement).toHaveText(/^API 1\.4 is out: /);
  await mark(page);
  try {
    writeFileSync(file, original.replace('"Build on Blockchain",', '"Build on Blockchain"'));
    await expect(overlay(page)).toBeAttached(UPDATE);
    await expect(overlay(page).locator('.file')).toHaveText(/^locales\/en\/common\.json:\d+:\d+$/);
    await expect(announcement).toHaveText(/^API 1\.4 is out: /);
    // Emptied, then written, as many editors save: the watcher may report the first step alone,
    // and the catalogue is looked at again once the events are quiet (scripts/dev/livePreview.ts).
    writeFileSync(file, '');
    writeFileSync(file, original.replace('"API 1.4 is out:', '"API 1.4 is out, live:'));
    await expect(announcement).toHaveText(/^API 1\.4 is out, live: /, UPDATE);
    await expect(overlay(page)).toHaveCount(0, UPDATE);
    // The server renders the new strings too: a page opened now has them.
    const other = await page.context().newPage();
    await other.goto('/docs/intro');
    await expect(other.getByText('API 1.4 is out', { exact: false })).toHaveText(/^API 1\.4 is out, live: /);
    await other.close();
  } finally {
    writeFileSync(file, original);
  }
  await expect(announcement).toHaveText(/^API 1\.4 is out: /, UPDATE);
  await expect(overlay(page)).toHaveCount(0, UPDATE);
  expect(await marked(page)).toBe(true);
});

test('a page opened while a mistake is being fixed ends without the overlay', async ({ page }) => {
  // A save caught mid-write (the file empty for a moment) is a mistake until the next read. The
  // overlay goes to a page as it connects, before its modules listen: a fix landing in between
  // left it over a page with nothing wrong, every time in this order (issue 33).
  const file = path.join(DIR, 'site/content/en/docs/intro.md');
  const original = readFileSync(file, 'utf8');
  await page.goto('/docs/intro');
  writeFileSync(file, '');
  try {
    await expect(overlay(page)).toBeAttached(UPDATE); // The mistake is reported.
    const other = await page.context().newPage();
    const opening = other.goto('/docs/intro');
    writeFileSync(file, original);
    await opening;
    await expect(other.getByRole('heading', { level: 1 })).toHaveText('Tutorial intro');
    await expect(overlay(other)).toHaveCount(0, UPDATE);
    await expect(overlay(page)).toHaveCount(0, UPDATE);
    await other.close();
  } finally {
    writeFileSync(file, original);
  }
});

test('an edited Markdown page updates; a broken link in it is shown until fixed', async ({ page }) => {
  await page.goto('/docs/intro');
  await mark(page);
  const file = 'site/content/en/docs/intro.md';
  const restore = edit(file, '\n## Getting started\n', '\nA paragraph written just now.\n\n## Getting started\n');
  try {
    await expect(page.getByText('A paragraph written just now.')).toBeVisible(UPDATE);
    expect(await marked(page)).toBe(true);
  } finally {
    restore();
  }
  await expect(page.getByText('A paragraph written just now.')).toHaveCount(0, UPDATE);
  const unbreak = edit(file, '\n## Getting started\n', '\n[a broken link](/docs/nowhere)\n\n## Getting started\n');
  try {
    await expect(overlay(page).locator('.file')).toHaveText(`${file}:10:1`, UPDATE);
    await expect(overlay(page).locator('.message-body')).toContainText('broken link to "/docs/nowhere"');
  } finally {
    unbreak();
  }
  await expect(overlay(page)).toHaveCount(0, UPDATE);
  expect(await marked(page)).toBe(true);
});

test.describe('search without an index', () => {
  // The search asks for the index the build writes, which the server has not: a 404 the browser
  // logs (./fixtures.ts watches every test's pages), and what the box then says is the test.
  test.use({ hygiene: false });

  test('the search box says that search is built by npm run build', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('combobox', { name: 'Search the documentation' }).fill('room');
    await expect(page.getByRole('status').filter({ hasText: 'npm run build' })).toBeVisible(UPDATE);
  });
});

test('serves each page as Markdown, llms.txt, llms-full.txt, sitemap.xml and robots.txt as the build writes them, following a save', async ({ page, request }) => {
  // The build of this checkout (npm test makes it first) from the same sources as the copy.
  for (const file of ['/api/login.md', '/he/docs/intro.md', '/zh/blog/welcome.md', '/he/llms.txt', '/llms-full.txt', '/sitemap.xml', '/robots.txt']) {
    const response = await get(request, file);
    expect(response.status(), file).toBe(200);
    expect(await response.text(), file).toBe(readFileSync(path.join(clientDir(), file), 'utf8'));
  }
  const restore = edit('site/content/en/docs/intro.md', '\n## Getting started\n', '\nA paragraph written just now.\n\n## Getting started\n');
  try {
    await expect.poll(async () => (await get(request, '/docs/intro.md')).text(), UPDATE).toContain('\nA paragraph written just now.\n');
    // Copy page, which fetches the page's Markdown, works here too.
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/docs/intro');
    await page.getByRole('button', { name: 'Copy page' }).click();
    await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('\nA paragraph written just now.\n');
  } finally {
    restore();
  }
  expect((await get(request, '/docs/nowhere.md')).status()).toBe(404);
});

test("an edited code-sample template shows in the open page's samples without a reload, and in its Markdown", async ({ page, request }) => {
  // The templates are compiled as the site is bundled (site/components/api/codeSamples/sampleTemplates.ts):
  // the server must see a save, which it once never did (each process kept its first compile),
  // and only it renders the samples: the open page fetches its article again rather than reloading.
  await page.goto('/api/login');
  await mark(page);
  const comment = page.getByText('# Sent by the live preview');
  const restore = edit('templates/code-samples/curl.hbs', '\ncurl{{#if', '\n# Sent by the live preview\ncurl{{#if');
  try {
    await expect(comment.first()).toBeVisible(UPDATE);
    // The page's Markdown, whose samples are plain text.
    await expect.poll(async () => (await get(request, '/api/login.md')).text(), UPDATE).toContain("# Sent by the live preview\ncurl -X POST 'https://api.buildonblockchain.dev/v1/sessions'");
  } finally {
    restore();
  }
  await expect(comment).toHaveCount(0, UPDATE);
  await expect.poll(async () => (await get(request, '/api/login.md')).text(), UPDATE).not.toContain('# Sent by the live preview');
  expect(await marked(page)).toBe(true);
});
