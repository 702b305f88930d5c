import { expect, test } from './fixtures.ts';
import { catalogueSlugs, localeStrings, LOCALES, schemaSlugs } from './site.ts';

// The site for AI assistants and offline readers (issue 19): every docs, blog and API page as
// Markdown beside it, llms.txt per locale linking them all, llms-full.txt with all of them.
const SITE = 'https://docs.buildonblockchain.dev';

test('an operation page as Markdown: method and path, parameters, schemas as lists, an example per response, curl', async ({ request }) => {
  const response = await request.get('/api/login.md');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('text/markdown');
  const markdown = await response.text();
  expect(markdown).toMatch(/^# Sign in\n\n`POST \/[^`]+`/);
  for (const heading of ['## Code samples', '## Request body', '## Responses', '### 201']) expect(markdown).toContain(`\n${heading}\n`);
  expect(markdown).toContain('```bash\ncurl ');
  expect(markdown).toMatch(/\n- `\w+` \(`[^`]+`, required\)/);
  expect(markdown).toContain('```json\n');
});

test("a schema's page as Markdown: its definition as lists, its example, and the operations using it linked to theirs (issue 34)", async ({ request }) => {
  const response = await request.get('/zh/api/schemas/room.md');
  expect(response.status()).toBe(200);
  const markdown = await response.text();
  expect(markdown).toMatch(/^# Room 数据结构\n/);
  for (const heading of ['## 定义', '## 示例', '## 使用方']) expect(markdown).toContain(`\n${heading}\n`);
  expect(markdown).toMatch(/\n- `id` \(`string`, 必填, [^)]+\)/);
  expect(markdown).toContain(`\n- \`POST\` [`);
  expect(markdown).toContain(`](${SITE}/zh/api/room-create.md) (响应)\n`);
});

test("the API overview as Markdown: the API's introduction, servers and authentication, then every group's operations linked to theirs; copied from its page", async ({ request, page, context }) => {
  const response = await request.get('/he/api.md');
  expect(response.status()).toBe(200);
  const markdown = await response.text();
  const strings = localeStrings('he');
  expect(markdown).toMatch(/^# Build on Blockchain API\n/);
  for (const heading of [strings['api.servers'], strings['api.securitySchemes'], strings['api.operations']]) expect(markdown).toContain(`\n## ${heading}\n`);
  expect(markdown).toContain('\n- `https://api.buildonblockchain.dev/v1` — ');
  expect(markdown).toContain('\n### `apiKey`: ');
  expect(markdown).toContain(`](${SITE}/he/api/login.md)\n`);
  expect(markdown.match(/^- `(GET|POST|PUT|PATCH|DELETE)` \[/gm)).toHaveLength(catalogueSlugs().length);
  // First of llms-full.txt's API pages, so an assistant reads how to authenticate before any operation.
  const full = await (await request.get('/he/llms-full.txt')).text();
  expect(full.indexOf(markdown)).toBeGreaterThan(0);
  expect(full.indexOf(markdown)).toBeLessThan(full.indexOf(await (await request.get('/he/api/all-routes.md')).text()));
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/he/api');
  await page.getByRole('button', { name: strings['page.copy'] }).click();
  // The button fetches the Markdown on click: its confirmation says the clipboard holds it.
  await expect(page.getByRole('button', { name: strings['code.copied'] })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(markdown);
});

test('a translated docs page as Markdown: its title and text in that language', async ({ request }) => {
  const markdown = await (await request.get('/zh/docs/intro.md')).text();
  expect(markdown).toMatch(/^# 教程简介\n/);
  expect(await (await request.get('/he/blog/welcome.md')).text()).toMatch(/^# /);
});

test("a docs page links the spec's download, its own Markdown, llms.txt and a page by its file, in the reader's locale; a click loads the file", async ({ page, request }) => {
  await page.goto('/he/docs/tutorial-basics/markdown-features');
  const main = page.locator('main');
  await expect(main.getByRole('link', { name: 'openapi.yaml' })).toHaveAttribute('href', '/openapi.yaml');
  expect((await request.get('/openapi.yaml')).status()).toBe(200);
  await expect(main.getByRole('link', { name: 'כ-Markdown' })).toHaveAttribute('href', '/he/docs/tutorial-basics/markdown-features.md');
  // A link written to a page's Markdown file, relative to the file, leads to the page.
  await expect(main.getByRole('link', { name: 'יצירת מסמך' }).last()).toHaveAttribute('href', '/he/docs/tutorial-basics/create-a-document');
  await main.getByRole('link', { name: 'llms.txt' }).click();
  await expect(page).toHaveURL(/\/he\/llms\.txt$/);
  await expect(page.locator('body')).toContainText(`# ${localeStrings('he')['site.title']}`);
});

for (const locale of LOCALES) {
  test(`llms.txt of ${locale.code} lists every docs, blog and API page's Markdown, grouped as the sidebars, and each link resolves`, async ({ request }) => {
    const text = await (await request.get(`${locale.prefix}/llms.txt`)).text();
    // In the locale's words: the site's title and summary, the sections as its sidebars name them.
    const strings = localeStrings(locale.code);
    const head = `# ${strings['site.title']}\n\n> ${strings['site.tagline']}\n\n## ${strings['navbar.guide']}\n`;
    expect(text.slice(0, head.length)).toBe(head);
    expect(text).toContain(`\n## ${strings['blog.title']}\n`);
    const links = [...text.matchAll(/^- \[[^\]]+\]\(([^)]+)\)/gm)].map((match) => match[1]!);
    // The docs, the posts, the API's overview, its operations and its schemas.
    expect(links).toHaveLength(9 + 4 + 1 + catalogueSlugs().length + schemaSlugs().length);
    expect(text).toContain(`\n## ${strings['navbar.api']}\n\n- [${strings['api.title']}](${SITE}${locale.prefix}/api.md): `);
    expect(links).toContain(`${SITE}${locale.prefix}/api/login.md`);
    expect(text).toContain(`\n## ${strings['navbar.api']}: ${strings['api.schemas']}\n\n- [AbiEntry](${SITE}${locale.prefix}/api/schemas/abi-entry.md)\n`);
    expect(text.match(/^## /gm)!.length).toBeGreaterThan(5);
    for (const link of links.filter((_, i) => i % 10 === 0)) {
      expect((await request.get(new URL(link).pathname)).status(), link).toBe(200);
    }
    const full = await (await request.get(`${locale.prefix}/llms-full.txt`)).text();
    expect(full).toContain(await (await request.get(`${locale.prefix}/api/login.md`)).text());
  });
}

test('Copy page copies the page as Markdown', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/api/login');
  await page.getByRole('button', { name: 'Copy page' }).click();
  await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^# Sign in\n/);
  await page.goto('/he/docs/intro');
  await expect(page.getByRole('button', { name: 'העתקת הדף' })).toBeVisible();
});
