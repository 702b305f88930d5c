import { GITHUB_GROUP_LABEL, TAG_GROUPS } from '../fixtures/publicSpec.ts';
import { expect, test } from './fixtures.ts';
import { localeStrings as strings, LOCALES, variantPath } from './site.ts';

// Redoc's navigation extensions on the variant site, whose document has its groups in
// `x-tagGroups` sections and GitHub's group named by its `x-displayName`, in none of them
// (tests/fixtures/publicSpec.ts): the sidebar and the reference's index show the sections, in the
// document's order, the groups no section lists last, under the locale's "Other groups".
for (const { code, prefix } of LOCALES) {
  test(`the sidebar and the reference's index show the document's sections of groups, in ${code}`, async ({ page }) => {
    const sections = [...TAG_GROUPS.map((group) => group.name), strings(code)['api.otherGroups']!];
    await page.goto(variantPath(`${prefix}/api`));

    await test.step('the sidebar: a heading above each section, the label in place of the name', async () => {
      const sidebar = page.getByRole('navigation', { name: strings(code)['sidebar.api'] });
      await expect(sidebar.locator('.sidebar-heading')).toHaveText(sections);
      // Each section's groups follow its heading, in the section's order.
      const runs = await sidebar.locator('.sidebar-heading, .sidebar-category-label').allTextContents();
      expect(runs.slice(0, 1 + TAG_GROUPS[0]!.tags.length)).toEqual([TAG_GROUPS[0]!.name, ...TAG_GROUPS[0]!.tags]);
      await expect(sidebar.locator('.sidebar-category-label', { hasText: GITHUB_GROUP_LABEL })).toBeVisible();
      await expect(sidebar.getByText('issues', { exact: true })).toHaveCount(0);
    });

    await test.step("the index: the sections as headings, in its table of contents, each group a level below", async () => {
      const operations = page.locator('main section[aria-labelledby="operations"]');
      await expect(operations.locator('h3')).toHaveText(sections);
      await expect(operations.locator('h4').first()).toHaveText(TAG_GROUPS[0]!.tags[0]!);
      await expect(operations.locator('h4#group-issues')).toHaveText(GITHUB_GROUP_LABEL);
      const toc = page.locator('nav.toc');
      for (const section of sections) await expect(toc.getByRole('link', { name: section, exact: true })).toBeAttached();
      await toc.getByRole('link', { name: TAG_GROUPS[1]!.name, exact: true }).click();
      await expect(page).toHaveURL(/#section-billing$/);
    });
  });
}
