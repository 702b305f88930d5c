import { expect, test, type Page } from '@playwright/test';
import { BEHAVIOUR, TERMS_OF_SERVICE, VEHICLES } from '../fixtures/publicSpec.ts';
import { localeStrings, LOCALES, variantOperations, variantPath, variantSchemas } from './site.ts';

// The whole site built from a public spec of another shape than ours (`npm test` builds it with
// `npm run site-from-spec`, see VARIANT_SITE in scripts/test.ts; the variant project of
// playwright.config.ts, whose site is served under its base path): every operation page is there
// in each locale, found by the generator's own slug rule, with its summary as the page's heading.
// The operations are read from the document the site offers for download (./site.ts). (A Swagger
// 2.0 document's whole site is checked the same way in its built files: tests/unit/rebuild.test.ts.)

test('the public spec has operations and webhooks to look for', () => {
  const { operations, pages } = variantOperations();
  expect(pages.length).toBeGreaterThan(5);
  expect(operations.some((op) => op.kind === 'webhook')).toBe(true);
});

/**
 * The paths of `paths` that do not answer 200, fetched with Node's own fetch a few at a time, and
 * gathered for one assertion: each of Playwright's `request` calls and `expect`s is a step
 * reported to its runner, which for a page of every operation cost more than the pages.
 */
async function notAnswering(baseURL: string, paths: string[]): Promise<string[]> {
  const wrong: string[] = [];
  for (let at = 0; at < paths.length; at += 8) {
    await Promise.all(
      paths.slice(at, at + 8).map(async (path) => {
        const { status } = await fetch(baseURL + path, { redirect: 'manual' });
        if (status !== 200) wrong.push(`${path}: ${status}`);
      }),
    );
  }
  return wrong;
}

/** The paths of `paths` that the page's main content does not link to. */
async function notLinked(page: Page, paths: string[]): Promise<string[]> {
  const linked = new Set(await page.locator('main a[href]').evaluateAll((links) => links.map((link) => link.getAttribute('href'))));
  return paths.filter((path) => !linked.has(path));
}

// Each path as the browser asks for it and the pages link to it, under the base path (/docs/).
for (const { code, prefix } of LOCALES) {
  test(`every operation page of the public spec is written, in ${code}`, async ({ page, baseURL }) => {
    const { pages } = variantOperations();
    const paths = pages.map(({ slug }) => variantPath(`${prefix}/api/${slug}`));
    expect(await notAnswering(baseURL!, paths)).toEqual([]);
    const { slug, summary } = pages[0]!;
    await page.goto(variantPath(`${prefix}/api/${slug}`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(summary);
    // The reference's index lists every page.
    await page.goto(variantPath(`${prefix}/api`));
    expect(await notLinked(page, paths)).toEqual([]);
  });
}

for (const { code, prefix } of LOCALES) {
  test(`every named schema's page of the public spec is written, in ${code}, and listed`, async ({ page, baseURL }) => {
    const schemas = variantSchemas();
    expect(schemas.length).toBeGreaterThan(2);
    const paths = schemas.map(({ slug }) => variantPath(`${prefix}/api/schemas/${slug}`));
    expect(await notAnswering(baseURL!, paths)).toEqual([]);
    await page.goto(variantPath(`${prefix}/api/schemas/${schemas[0]!.slug}`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(schemas[0]!.name);
    await page.goto(variantPath(`${prefix}/api/schemas`));
    expect(await notLinked(page, paths)).toEqual([]);
  });
}

/** The page of the variant site's operation `operationId`, under the locale's prefix. */
function operationPage(operationId: string, prefix = '') {
  const { pages, operations } = variantOperations();
  const { slug, summary } = pages[operations.findIndex((op) => op.operation.operationId === operationId)]!;
  return { path: variantPath(`${prefix}/api/${slug}`), summary };
}

// Train-travel's collections answer in JSON and in XML, their schemas written with XML Objects
// (`xml.name`, wrapped lists): the XML example is XML, as the document names its elements (the
// collections' wrapper is `data`).
test("an XML response's example is XML, named as the schemas' XML Objects say", async ({ page }) => {
  await page.goto(operationPage('get-stations').path);
  const examples = page.locator('.response-examples .status-switch-panel').first();
  const xml = examples.locator('.media-type', { has: page.locator('.media-type-name', { hasText: 'application/xml' }) });
  await expect(xml.locator('pre')).toBeVisible();
  const text = (await xml.locator('pre').textContent())!;
  expect(text).toMatch(/^<data>\n {2}<stations>\n {4}<station>\n {6}<id>[^<]+<\/id>/);
  expect(text).not.toContain('{');
});

for (const { code, prefix } of LOCALES) {
  test(`the overview states the OAuth 2.0 flow train-travel signs in with: its URLs and its scopes; and its terms of service, in ${code}`, async ({ page }) => {
    const strings = localeStrings(code);
    await page.goto(variantPath(`${prefix}/api`));
    const about = page.locator('dl.api-meta').first();
    await expect(about.locator('dt').last()).toHaveText(strings['api.termsOfService']!);
    await expect(about.locator('dd').last().getByRole('link')).toHaveAttribute('href', TERMS_OF_SERVICE);
    const scheme = page.locator('section.security-scheme', { has: page.locator('h3#scheme-OAuth2') });
    await expect(scheme.locator('h3')).toContainText(strings['api.schemeOAuth2']!);
    const flow = scheme.locator('section.oauth-flow');
    await expect(flow.getByRole('heading', { level: 4 })).toHaveText(strings['api.oauthFlow.authorizationCode']!);
    await expect(flow.locator('dt')).toHaveText([strings['api.authorizationUrl']!, strings['api.tokenUrl']!]);
    await expect(flow.locator('dd')).toHaveText(['https://example.com/oauth/authorize', 'https://example.com/oauth/token']);
    const scopes = flow.getByRole('table', { name: strings['api.scopes'] });
    await expect(scopes.getByRole('row')).toHaveText([`${strings['api.scope']}${strings['api.scopeMeaning']}`, 'readRead access', 'writeWrite access']);
  });
}

for (const { code, prefix } of LOCALES) {
  test(`Azure's paging and long-running marks are facts beside the servers, in ${code}`, async ({ page }) => {
    const strings = localeStrings(code);
    const fact = (label: string) => page.locator('dl.operation-facts dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
    await page.goto(operationPage(BEHAVIOUR.paging.operationId, prefix).path);
    const paging = BEHAVIOUR.paging['x-ms-pageable'];
    await expect(fact(strings['api.paging']!).locator('code')).toHaveText([paging.itemName, paging.nextLinkName]);
    await page.goto(operationPage(BEHAVIOUR.longRunning.operationId, prefix).path);
    await expect(fact(strings['api.longRunning']!).locator('code')).toHaveText(['Azure-AsyncOperation', 'Location', BEHAVIOUR.longRunning['x-ms-long-running-operation-options']['final-state-via']]);
  });
}

test("a property set on creation only says so where a request sends it, in the reader's language (Azure's x-ms-mutability)", async ({ page }) => {
  const { property } = BEHAVIOUR.mutability;
  await page.goto(operationPage(BEHAVIOUR.link.operationId, '/he').path);
  const request = page.locator('section[aria-labelledby="request-body"]');
  const row = request.locator('.schema-head', { has: page.locator('code.schema-name', { hasText: new RegExp(`^${property}$`) }) }).first();
  await expect(row.locator('.schema-badge')).toHaveText(localeStrings('he')['schema.createOnly']!);
});

test("a response's link leads to the operation it feeds, saying which value fills which parameter", async ({ page }) => {
  const { link } = BEHAVIOUR;
  await page.goto(operationPage(link.operationId).path);
  const response = page.locator(`details#response-${link.status}`); // The first response, open.
  const item = response.locator('ul.response-links > li', { hasText: link.name });
  await expect(item.locator('.response-link-values li')).toHaveText(`${link.parameter} = ${link.value}`);
  const target = operationPage(link.target);
  await item.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`${target.path}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(target.summary);
});

test("a base schema's page maps each discriminator value to its subtype's page, a subtype's subtype too, whose example carries its own value", async ({ page }) => {
  const schemas = variantSchemas();
  const slug = (name: string) => schemas.find((schema) => schema.name === name)!.slug;
  await page.goto(variantPath(`/he/api/schemas/${slug(VEHICLES.base)}`));
  const mapping = page.locator('.schema-mapping li');
  const mapped = [...VEHICLES.subtypes, VEHICLES.descendant.name];
  await expect(mapping.getByRole('link')).toHaveText(mapped);
  for (const [i, name] of mapped.entries()) await expect(mapping.nth(i).getByRole('link')).toHaveAttribute('href', variantPath(`/he/api/schemas/${slug(name)}`));
  // The subtype of ElectricVehicle is selected by its own name, not by its parent's "electricity".
  const value = (await mapping.last().locator('code').textContent())!;
  expect(value).toBe(`"${VEHICLES.descendant.name}"`);
  await mapping.last().getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(VEHICLES.descendant.name);
  await expect(page.locator('main pre').filter({ hasText: '"powerSource"' }).first()).toContainText(`"powerSource": ${value}`);
});
