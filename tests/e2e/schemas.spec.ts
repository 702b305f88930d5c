import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { clientDir } from '../../scripts/build/outDir.mjs';
import { routes } from '../../site/generated/routes.ts';
import { operationFiles } from '../../site/pages/api/pageFiles.ts';
import { schemaSidebar } from '../../site/generated/schemaSidebar.ts';
import { expect, test } from './fixtures.ts';
import { localeStrings as strings, LOCALES, localized } from './site.ts';

// A page per named schema (issue 34), in every locale: its name, description, definition and
// example, the operations using it (or their groups) linked both ways, and the sidebar's Schemas group. Search finds
// them (search.spec.ts, on its one page load per locale).

/** The spec's English for UserSummary's description, or its translation in the locale's api.json. */
const userSummaryText = (code: string) =>
  code === 'en' ? 'The public face of a user' : (JSON.parse(readFileSync(`locales/${code}/api.json`, 'utf8')) as Record<string, { text: string }>)['schema.UserSummary.description']!.text.trim();
/** The first operation in sidebar order (the route table's) whose references reach the schema `name`, by the files its page is made from. */
const firstUserOf = (name: string) => Object.keys(routes).find((slug) => operationFiles(slug, 'site/generated')!.includes(path.join('site/generated/schemas', `${name}.json`)))!;
const sidebarOf = (page: Page, code: string) => page.getByRole('navigation', { name: strings(code)['sidebar.api'] });
const schemasGroup = (page: Page, code: string) => sidebarOf(page, code).locator('details', { has: page.locator('summary', { hasText: strings(code)['api.schemas'] }) });

// Each locale's page in turn in one test's page, a step and soft assertions each (one locale's
// failure hides no other's, and each step loads its own page): once three tests, each a fresh
// context for its first load. Nothing of it is stored (the site writes localStorage only at a
// tab, the colour mode or the announcement's Close).
test("UserSummary's page in every locale: name, description, definition, example, and the groups of the operations using it, linked both ways", async ({ page }) => {
  for (const { code, prefix } of LOCALES) {
    await test.step(`UserSummary's page in ${code}: name, description, definition, example, and the groups of the operations using it, linked both ways`, async () => {
      const t = strings(code);
      const path = localized('/api/schemas/user-summary', prefix);
      await page.goto(path);
      await expect.soft(page).toHaveTitle(`${t['api.schemaTitle']!.replace('{{name}}', 'UserSummary')} | Build on Blockchain`);
      await expect.soft(page.getByRole('heading', { level: 1 })).toHaveText('UserSummary');
      const article = page.locator('[data-operation-article]');
      await expect.soft(article.locator('.spec-text').first()).toContainText(userSummaryText(code));
      await expect.soft(article.locator('#definition')).toContainText(t['api.schemaDefinition']!);
      for (const property of ['id', 'nickname']) await expect.soft(article.locator('.schema-name', { hasText: new RegExp(`^${property}$`) })).toBeVisible();
      await expect.soft(article.locator('#example ~ .examples')).toContainText('"nickname"');

      // Used by: more operations than a list reads well (usedBy.ts), so the groups holding them,
      // each linked to its part of the reference's index in this locale.
      const usedBy = article.locator('section[aria-labelledby="used-by"]');
      await expect.soft(usedBy.getByRole('heading', { level: 2 })).toContainText(t['api.usedBy']!);
      const groups = usedBy.getByRole('listitem').getByRole('link');
      expect.soft(await groups.count()).toBeGreaterThan(3);
      for (const href of await groups.evaluateAll((links) => links.map((link) => link.getAttribute('href')))) expect.soft(href).toMatch(new RegExp(`^${prefix}/api#group-[a-z0-9-]+$`));

      // The sidebar's Schemas group is open on the page, which it marks current, with the names
      // around it and the page listing them all (not the hundreds a spec may have).
      const group = schemasGroup(page, code);
      await expect.soft(group).toHaveAttribute('open', '');
      await expect.soft(group.locator('[aria-current="page"]')).toHaveText('UserSummary');
      await expect.soft(group.getByRole('link').last()).toHaveAttribute('href', localized('/api/schemas', prefix));
      const shown = await group.getByRole('link').count();
      expect.soft(shown).toBeGreaterThan(10);
      expect.soft(shown).toBeLessThanOrEqual(2 * 10 + 1 + 1);
      expect.soft(shown).toBeLessThan(schemaSidebar.length);

      // To an operation using it and back, client-side: the first group's part of the index lists
      // the first operation using it, whose page links the name to this page.
      const operation = localized(`/api/${firstUserOf('UserSummary')}`, prefix);
      await groups.first().click();
      await page.locator(`.api-group a[href="${operation}"]`).click();
      await expect.soft(page).toHaveURL(new RegExp(`${operation}$`));
      const back = page.locator(`[data-operation-article] a.schema-type-link[href="${path}"]`).first();
      await expect.soft(back).toHaveText('UserSummary');
      await back.dispatchEvent('click'); // It may be inside a closed part of the schema.
      await expect.soft(page).toHaveURL(new RegExp(`${path}$`));
      await expect.soft(page.getByRole('heading', { level: 1 })).toHaveText('UserSummary');
      await expect.soft(page.locator('[data-operation-article] .schema-name', { hasText: /^nickname$/ })).toBeVisible();
    });
  }
});

test('the Schemas group comes after the operation groups, closed on an operation page, and lists every schema once opened', async ({ page }) => {
  const scripts: string[] = [];
  page.on('requestfinished', (request) => request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname));
  await page.goto('/api/login', { waitUntil: 'networkidle' });
  // Closed, it costs the page none of its names: they are loaded when it is opened (issue 34's budget).
  const loaded = () => scripts.map((file) => readFileSync(path.join(clientDir(), file), 'utf8')).join('\n');
  expect(loaded()).not.toContain('UserSummary');
  const sidebar = sidebarOf(page, 'en');
  await expect(sidebar.locator('summary').last()).toHaveText('Schemas');
  const group = schemasGroup(page, 'en');
  await expect(group).not.toHaveAttribute('open');
  // Closed, it holds one link, to the page listing them all (for a reader without JavaScript too).
  await expect(group.getByRole('link', { includeHidden: true })).toHaveCount(1);
  await expect(group.getByRole('link', { includeHidden: true })).toHaveAttribute('href', '/api/schemas');
  await group.locator('summary').click();
  await expect(group.getByRole('link')).toHaveCount(schemaSidebar.length);
  expect(loaded()).toContain('UserSummary');
  await group.getByRole('link', { name: 'Room', exact: true }).click();
  await expect(page).toHaveURL(/\/api\/schemas\/room$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Room');
});

test('/api/schemas lists every schema, linked, in each locale', async ({ page }) => {
  for (const { code, prefix } of LOCALES) {
    await page.goto(localized('/api/schemas', prefix));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(strings(code)['api.schemas']!);
    const links = page.locator('main .schema-index-list a');
    await expect(links).toHaveCount(schemaSidebar.length);
    await expect(links.first()).toHaveAttribute('href', localized(`/api/schemas/${schemaSidebar[0]!.slug}`, prefix));
  }
});
