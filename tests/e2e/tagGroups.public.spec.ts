import { GITHUB_GROUP_LABEL, PROSE_LINKS, PROSE_TAG, TAG_GROUPS } from '../fixtures/publicSpec.ts';
import { expect, test } from './fixtures.ts';
import { localeStrings as strings, LOCALES, variantPath, variantUrl } from './site.ts';

// Redoc's navigation extensions on the variant site, whose document has its groups in
// `x-tagGroups` sections, a tag of prose alone (no operations) in the first, and GitHub's group
// named by its `x-displayName`, in none of them (tests/fixtures/publicSpec.ts): the sidebar and the
// reference's index show the sections, in the document's order, the groups no section lists
// last, under the locale's "Other groups", and the prose tag as a link to its text.
for (const { code, prefix } of LOCALES) {
  test(`the sidebar and the reference's index show the document's sections of groups, in ${code}`, async ({ page }) => {
    const sections = [...TAG_GROUPS.map((group) => group.name), strings(code)['api.otherGroups']!];
    await page.goto(variantPath(`${prefix}/api`));

    await test.step('the sidebar: a heading above each section, the label in place of the name', async () => {
      const sidebar = page.getByRole('navigation', { name: strings(code)['sidebar.api'] });
      await expect(sidebar.locator('.sidebar-heading')).toHaveText(sections);
      // Each section's groups follow its heading, in the section's order.
      const runs = await sidebar.locator('.sidebar-heading, .sidebar-category-label').allTextContents();
      const travel = TAG_GROUPS[1]!;
      expect(runs.slice(runs.indexOf(travel.name), runs.indexOf(travel.name) + 1 + travel.tags.length)).toEqual([travel.name, ...travel.tags]);
      // The prose tag: a link to its text on the index, not a group to open.
      const prose = sidebar.getByRole('link', { name: PROSE_TAG.name, exact: true });
      await expect(prose).toHaveAttribute('href', variantPath(`${prefix}/api#group-introduction`));
      await expect(sidebar.locator('.sidebar-category-label', { hasText: PROSE_TAG.name })).toHaveCount(0);
      await expect(sidebar.locator('.sidebar-category-label', { hasText: GITHUB_GROUP_LABEL })).toBeVisible();
      await expect(sidebar.getByText('issues', { exact: true })).toHaveCount(0);
    });

    await test.step("the index: the sections as headings, in its table of contents, each group a level below", async () => {
      const operations = page.locator('main section[aria-labelledby="operations"]');
      await expect(operations.locator('h3')).toHaveText(sections);
      await expect(operations.locator('h4').first()).toHaveText(PROSE_TAG.name);
      await expect(operations.locator('h4#group-issues')).toHaveText(GITHUB_GROUP_LABEL);
      const prose = operations.locator('section', { has: page.locator('h4#group-introduction') });
      await expect(prose).toContainText('Book train trips across Europe: find stations, then trips between them');
      await expect(prose.locator('ul')).toHaveCount(0);
      // Its relative links: one to a page of the reference, in the reader's locale under the base
      // path; one to a guide, on the site of the document's own documentation (root externalDocs).
      await expect(prose.getByRole('link', { name: 'stations' })).toHaveAttribute('href', variantPath(`${prefix}${PROSE_LINKS.stations}`));
      await expect(prose.getByRole('link', { name: 'the guide' })).toHaveAttribute('href', PROSE_LINKS.guide);
      const toc = page.locator('nav.toc');
      for (const section of sections) await expect(toc.getByRole('link', { name: section, exact: true })).toBeAttached();
      await toc.getByRole('link', { name: TAG_GROUPS.at(-1)!.name, exact: true }).click();
      await expect(page).toHaveURL(/#section-billing$/);
    });
  });
}

test("the reference's Markdown copy writes the spec's relative links as the page resolves them, absolute", async ({ request }) => {
  const markdown = await (await request.get(variantPath('/zh/api.md'))).text();
  expect(markdown).toContain(`find [stations](${variantUrl(`/zh${PROSE_LINKS.stations}`)}), then`);
  expect(markdown).toContain(`[the guide](${PROSE_LINKS.guide})`);
});
