import { expect, hydrated, test } from './fixtures.ts';
import { parse } from 'yaml';

test.describe('API reference', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('operation header: method, path with its parameters marked, servers, authentication', async ({ page }) => {
    await page.goto('/api/room-join-request-accept');
    const endpoint = page.locator('.operation-endpoint');
    await expect(endpoint.locator('.method-badge')).toHaveText('post');
    await expect(endpoint.locator('.path-param').first()).toHaveText('{roomId}');
    await expect(page.getByText('https://api.testnet.buildonblockchain.dev/v1')).toBeVisible();
    await expect(page.getByRole('link', { name: /apiKey — HTTP bearer token/ })).toHaveAttribute('href', '/api#scheme-apiKey');
    await page.goto('/api/login');
    await expect(page.getByText('Public: no authentication')).toBeVisible();
  });

  // What an operation page shows and does, on one load of it: each part is a widget of its own,
  // left as a reader would leave it, and the load was most of each test's time when each had one (issue 33).
  test('an operation page (room-create): read-only fields, code samples, the URL copy button, named examples, then the next operation client-side', async ({ page }) => {
    await page.goto('/api/room-create');
    await test.step('read-only fields are left out of requests and shown in responses', async () => {
      await expect(page.locator('#schema-request-body-application-json')).not.toContainText(/\bmemberCount\b/);
      await expect(page.locator('#schema-response-201-application-json')).toContainText('memberCount');
    });
    await test.step('curl, JavaScript, Python and Go built from the operation, highlighted, with a copy button', async () => {
      const tabs = page.getByRole('tablist', { name: 'Code samples' }).getByRole('tab');
      await expect(tabs).toHaveText(['curl', 'JavaScript', 'Python', 'Go']);
      const curl = page.locator('#sample-curl');
      await expect(curl.locator('pre.shiki')).toContainText("curl -X POST 'https://api.buildonblockchain.dev/v1/rooms'");
      await expect(curl).toContainText('Authorization: Bearer $BOB_API_KEY');
      await curl.getByRole('button', { name: 'Copy code to clipboard' }).click();
      await expect(page.locator('#live-region')).toHaveText('Copied successfully');
      expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('"joinPolicy": "request"');
    });
    await test.step('the copy button copies the full URL and confirms', async () => {
      const button = page.getByRole('button', { name: 'Copy the URL' });
      await button.click();
      await expect(button).toHaveText('Copied');
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('https://api.buildonblockchain.dev/v1/rooms');
    });
    await test.step('named examples are selectable, and examples are highlighted JSON', async () => {
      const body = page.locator('section', { has: page.locator('#request-body') });
      const tabs = body.getByRole('tablist', { name: 'Examples' }).getByRole('tab');
      await expect(tabs).toHaveCount(2);
      const second = tabs.nth(1);
      await second.click();
      await expect(second).toHaveAttribute('aria-selected', 'true');
      const panel = page.locator(`#${await second.getAttribute('aria-controls')}`);
      await expect(panel).toBeVisible();
      await expect(panel.locator('pre.shiki')).toContainText('"joinPolicy": "invite"');
    });
    await test.step("the next operation's article comes with it: content, tabs, table of contents, without a page load", async () => {
      await page.evaluate(() => ((window as unknown as { __mark: boolean }).__mark = true));
      await page.getByRole('tab', { name: 'Go' }).click();
      const sidebar = page.getByRole('navigation', { name: 'API sidebar' });
      await sidebar.getByRole('link', { name: /Modify a room$/ }).click();
      await expect(page).toHaveURL(/\/api\/room-modify$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Modify a room');
      await expect(page.locator('.operation-endpoint')).toContainText('/rooms/{roomId}');
      // The remembered language applies to the new page's samples, and its tabs answer clicks.
      await expect(page.getByRole('tab', { name: 'Go' })).toHaveAttribute('aria-selected', 'true');
      await expect(page.locator('#sample-go')).toBeVisible();
      await page.getByRole('tab', { name: 'curl' }).click();
      await expect(page.locator('#sample-curl')).toContainText("curl -X PATCH 'https://api.buildonblockchain.dev/v1/rooms/");
      // The table of contents is the new page's (room-create has no path parameters).
      await expect(page.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: 'Path parameters' })).toHaveAttribute('href', '#parameters-path');
      expect(await page.evaluate(() => (window as unknown as { __mark?: boolean }).__mark)).toBe(true);
      // Back: the first article again, still without a page load.
      await page.goBack();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create a room');
      await expect(page.locator('#schema-request-body-application-json')).toContainText('joinPolicy');
      expect(await page.evaluate(() => (window as unknown as { __mark?: boolean }).__mark)).toBe(true);
    });
  });

  test('every section, parameter and response has a deep link; a response whose schema the page already shows links to it rather than repeating it', async ({ page }) => {
    await test.step('every section, parameter and response has a deep link', async () => {
      await page.goto('/api/email-get-all#parameter-query-limit');
      await expect(page.locator('#parameter-query-limit')).toBeInViewport();
      await page.goto('/api/room-create#response-409');
      await expect(page.locator('#response-409')).toBeInViewport();
      await expect(page.locator('#response-409 .response-link .hash-link')).toHaveAttribute('href', '#response-409');
      const toc = page.getByRole('navigation', { name: 'On this page' });
      await expect(toc.getByRole('link', { name: 'Request body' })).toHaveAttribute('href', '#request-body');
    });
    await test.step('a response whose schema the page already shows links to it rather than repeating it', async () => {
      const response = page.locator('#response-409');
      await expect(response).toHaveJSProperty('open', true); // a link to a response opens it
      await expect(response.locator('.schema-viewer')).toHaveCount(0);
      await expect(response).toContainText('Same schema as the 400 response: Problem');
      // Its own example stays, with the response examples beside the code samples.
      await page.locator('.response-examples label', { hasText: '409' }).click();
      await expect(page.locator('#response-example-409 ~ .status-switch-panel').first().locator('pre.shiki')).toContainText('"status": 409');
      await response.getByRole('link', { name: 'Problem' }).click();
      // The 400 response is collapsed: following the link opens it and shows the schema.
      await expect(page.locator('#response-400')).toHaveJSProperty('open', true);
      await expect(page.locator('#schema-response-400-application-problem-json')).toBeInViewport();
    });
  });

  test('the overview: contact, licence, authentication schemes, servers and every group; the bundled spec linked, served as YAML and JSON with every operation', async ({ page, request }) => {
    await page.goto('/api');
    await test.step('the overview shows contact, licence, authentication schemes, servers and every group', async () => {
      await expect(page.getByRole('link', { name: 'developers@buildonblockchain.dev' })).toBeVisible();
      await expect(page.getByText('Apache 2.0 (Apache-2.0)')).toBeVisible();
      await expect(page.locator('#scheme-apiKey')).toContainText('HTTP bearer token (API key)');
      await expect(page.locator('#scheme-session')).toContainText('bob_session');
      await expect(page.locator('.api-group')).toHaveCount(15);
      await expect(page.locator('.api-group-list a')).toHaveCount(236);
    });
    await test.step('the overview links the bundled spec, served as YAML and JSON with every operation', async () => {
      const downloads = page.locator('.api-downloads');
      await expect(downloads.getByRole('link', { name: 'YAML' })).toHaveAttribute('href', '/openapi.yaml');
      const [download] = await Promise.all([page.waitForEvent('download'), downloads.getByRole('link', { name: 'JSON' }).click()]);
      expect(download.suggestedFilename()).toBe('openapi.json');
      const yaml = await request.get('/openapi.yaml');
      expect(yaml.headers()['content-type']).toContain('yaml');
      const fromYaml = parse(await yaml.text());
      const fromJson = await (await request.get('/openapi.json')).json();
      expect(fromJson).toEqual(fromYaml);
      const operations = Object.values(fromJson.paths as Record<string, Record<string, unknown>>).flatMap((item) => Object.keys(item).filter((k) => k !== 'parameters'));
      expect(operations).toHaveLength(236);
      expect(JSON.stringify(fromJson)).not.toContain('.yaml#');
    });
  });
});

// Another operation's article arriving client-side: the room-create test above.
test.describe('operation pages navigated to client-side', () => {
  test('a Hebrew operation page navigated to keeps its locale', async ({ page }) => {
    await page.goto('/he/api/login');
    await page.locator('.pagination-nav a[rel="next"]').click();
    await expect(page).toHaveURL(/\/he\/api\/login-renew$/);
    await expect(page.locator('[data-operation-article] .schema-required').first()).toHaveText(/[\u0590-\u05FF]/);
  });
});

test.describe('API text translations', () => {
  // Both in one test's page, loaded one after another (they only read): once two tests, each a
  // fresh context for its first load.
  test('a translated operation reads in Chinese and in Hebrew, with its sidebar group; an untranslated one stays English, and the English page is untouched', async ({ page }) => {
    await test.step('a translated operation reads in Chinese, with its sidebar group; an untranslated one stays English', async () => {
      await page.goto('/zh/api/login');
      await expect.soft(page.getByRole('heading', { level: 1 })).toHaveText('登录');
      await expect.soft(page.locator('.spec-text').first()).toContainText('会话');
      const sidebar = page.getByRole('navigation', { name: 'API 侧边栏' });
      await expect.soft(sidebar.locator('summary', { hasText: '账户' })).toBeVisible();
      await expect.soft(sidebar.locator('[aria-current="page"]')).toHaveText(/^POST\s*登录$/i);
      await page.goto('/zh/api/room-create');
      await expect.soft(page.getByRole('heading', { level: 1 })).toHaveText('Create a room');
    });
    await test.step('Hebrew translations apply too, and the English page is untouched', async () => {
      await page.goto('/he/api/ping');
      await expect.soft(page.getByRole('heading', { level: 1 })).not.toHaveText('Ping the API');
      await expect.soft(page.getByRole('heading', { level: 1 })).toHaveText(/[\u0590-\u05FF]/);
      await page.goto('/api/login');
      await expect.soft(page.getByRole('heading', { level: 1 })).toHaveText('Sign in');
    });
  });
});

test.describe('code samples', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('the chosen language is remembered across pages and followed by other tabs', async ({ page, context }) => {
    await page.goto('/api/room-create');
    await page.getByRole('tab', { name: 'Python' }).click();
    await expect(page.locator('#sample-python')).toBeVisible();
    await expect(page.locator('#sample-curl')).toBeHidden();

    await page.goto('/api/email-get-all');
    await expect(page.getByRole('tab', { name: 'Python' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('#sample-python')).toContainText('import requests');

    const other = await context.newPage();
    await other.goto('/he/api/login');
    await hydrated(other);
    await expect(other.getByRole('tab', { name: 'Python' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('tab', { name: 'Go' }).click();
    await expect(other.getByRole('tab', { name: 'Go' })).toHaveAttribute('aria-selected', 'true');
    await expect(other.locator('#sample-go')).toBeVisible();
  });

  test('the other languages are in a menu: one chosen there joins the tabs and is remembered across pages', async ({ page, context }) => {
    await page.goto('/api/room-create');
    const tabs = page.getByRole('tablist', { name: 'Code samples' }).getByRole('tab');
    await expect(tabs).toHaveText(['curl', 'JavaScript', 'Python', 'Go']);
    const menu = page.locator('details.sample-menu');
    await menu.getByText('More languages').click();
    await expect(menu.getByRole('link')).toHaveText(['Node.js', 'Java', 'C#', 'PHP', 'Ruby', 'Rust', 'Kotlin', 'HTTP']);
    await menu.getByRole('link', { name: 'Java', exact: true }).click();
    await expect(menu).not.toHaveAttribute('open');
    await expect(page.getByRole('tab', { name: 'Java', exact: true })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { name: 'Java', exact: true })).toBeFocused();
    await expect(page.locator('#sample-java')).toContainText('HttpRequest.newBuilder(URI.create("https://api.buildonblockchain.dev/v1/rooms"))');
    await expect(page.locator('#sample-curl')).toBeHidden();
    // The choice is the reader's, not a place in the page: the URL does not change.
    expect(new URL(page.url()).hash).toBe('');
    await expect(tabs).toHaveText(['curl', 'JavaScript', 'Python', 'Go', 'Java']);

    await page.goto('/api/login');
    await expect(page.getByRole('tab', { name: 'Java', exact: true })).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('#sample-java')).toContainText('"https://api.buildonblockchain.dev/v1/sessions"');
    const other = await context.newPage();
    await other.goto('/zh/api/room-modify');
    await hydrated(other);
    await expect(other.locator('#sample-java')).toBeVisible();
    // Back to a tab of the few: the menu's language leaves the tabs.
    await page.getByRole('tab', { name: 'Python' }).click();
    await expect(other.getByRole('tab', { name: 'Python' })).toHaveAttribute('aria-selected', 'true');
    await expect(other.getByRole('tab', { name: 'Java', exact: true })).toBeHidden();
  });

  test('without JavaScript the tabs and the menu are links that show their language', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/api/upload');
    await expect(page.locator('#sample-curl')).toBeVisible();
    await page.getByRole('tab', { name: 'Python' }).click();
    await expect(page).toHaveURL(/#sample-python$/);
    await expect(page.locator('#sample-python')).toBeVisible();
    await expect(page.locator('#sample-curl')).toBeHidden();
    await page.locator('details.sample-menu summary').click();
    await page.locator('details.sample-menu').getByRole('link', { name: 'C#' }).click();
    await expect(page.locator('#sample-csharp')).toBeVisible();
    await expect(page.locator('#sample-csharp')).toContainText('new MultipartFormDataContent');
    await expect(page.locator('#sample-python')).toBeHidden();
    // The panel comes into view below its tabs, not under the navbar.
    await expect(page.getByRole('tab', { name: 'curl' })).toBeInViewport();
    await context.close();
  });

  test('arrow keys move between languages', async ({ page }) => {
    await page.goto('/api/ping');
    const curl = page.getByRole('tab', { name: 'curl' });
    await curl.focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'JavaScript' })).toBeFocused();
    await expect(page.getByRole('tab', { name: 'JavaScript' })).toHaveAttribute('aria-selected', 'true');
  });
});

test.describe('schema viewer', () => {
  test('nested schemas expand and collapse, by keyboard too', async ({ page }) => {
    await page.goto('/api/swap-comment-post');
    const response = page.locator('#schema-response-201-application-json');
    // A nested object (a property's own properties): collapse it, then expand it again.
    const summary = response.locator('.schema-property details > summary').first();
    const nested = summary.locator('..');
    const content = nested.locator('> :not(summary)').first();
    await expect(content).toBeVisible();
    await summary.focus();
    await page.keyboard.press('Enter');
    await expect(nested).toHaveJSProperty('open', false);
    await expect(content).toBeHidden();
    await page.keyboard.press('Enter');
    await expect(content).toBeVisible();
    // The recursion ends in a link back to the schema already shown.
    const circular = page.locator('#schema-response-201-application-json-replies-items').getByRole('link', { name: /circular: SwapComment/ });
    await expect(circular).toHaveAttribute('href', '#schema-response-201-application-json');
    await circular.click();
    await expect(response).toBeInViewport();
  });

  test('oneOf variants switch, with the discriminator mapping shown', async ({ page }) => {
    await page.goto('/api/verdict-announce');
    const body = page.locator('#schema-request-body-application-json');
    await expect(body).toContainText('"swap" → SwapRef');
    const tabs = body.getByRole('tablist').first().getByRole('tab');
    await expect(tabs).toHaveText(['TopicRef', 'SwapRef', 'ProspectRef']);
    await expect(body.getByText('A reference to a topic, as the market a verdict settles.')).toBeVisible();
    await tabs.nth(1).click();
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(body.getByText('A reference to a topic, as the market a verdict settles.')).toBeHidden();
    await page.keyboard.press('ArrowRight');
    await expect(tabs.nth(2)).toHaveAttribute('aria-selected', 'true');
  });
});
