import { expect, test } from './fixtures.ts';
import { localeStrings as strings, LOCALES, variantOperations, variantPath } from './site.ts';

// What the site does for a spec written as GitHub's is, in the browser, on the variant site,
// whose document holds a slice of GitHub's description (tests/fixtures/publicSpec.ts): an alert
// in a description shown as an admonition, path parameters without examples as placeholders in
// every code sample, a long schema used again linking to where it is listed (issue 34), and each
// operation's link to its documentation on GitHub's own site (`externalDocs`).

/** GitHub's `issues/get` page, by the generator's slug rule. */
function issuePage(): string {
  const { operations, pages } = variantOperations();
  const index = operations.findIndex((op) => op.operation.operationId === 'issues/get');
  expect(index, 'issues/get is in the public spec').toBeGreaterThanOrEqual(0);
  return `/api/${pages[index]!.slug}`;
}

const PATH = '/repos/OWNER/REPO/issues/ISSUE_NUMBER';

// The four checks of each locale read the same page, as served and in the browser: one request
// and one load of it (the loads were most of their time, issue 33), each check a step.
for (const { code, prefix } of LOCALES) {
  test(`GitHub's alert is an admonition; path parameters without examples are placeholders in every code sample; a long schema used again links to where it is listed; the operation links to its documentation; in ${code}`, async ({ page, request }) => {
    const url = variantPath(`${prefix}${issuePage()}`);
    // In the HTML as served, before any script runs.
    const html = await (await request.get(url)).text();
    await page.goto(url);

    await test.step(`GitHub's alert is an admonition, in ${code}`, async () => {
      expect(html).toMatch(/<div role="note" class="admonition admonition-note"><p class="admonition-heading">[^<]+<\/p><div class="admonition-content">\s*<p>GitHub's REST API considers every pull request an issue/);
      expect(html).not.toContain('[!NOTE]');
      const note = page.getByRole('note').filter({ hasText: 'considers every pull request an issue' });
      await expect(note).toBeVisible();
      await expect(note).toHaveClass(/admonition-note/);
      await expect(note.locator('.admonition-heading')).toHaveText(strings(code)['admonition.note']!);
      await expect(page.getByText('[!NOTE]')).toHaveCount(0);
    });

    await test.step(`path parameters without examples are placeholders in every code sample, in ${code}`, async () => {
      expect(html).not.toMatch(/repos\/string\/|issues\/0\b/);
      const tabs = page.locator('.code-samples').getByRole('tab');
      expect(await tabs.count()).toBeGreaterThan(1);
      for (const tab of await tabs.all()) {
        await tab.click();
        const panel = page.getByRole('tabpanel', { name: (await tab.textContent())! });
        await expect(panel).toBeVisible();
        await expect(panel).toContainText(PATH);
      }
    });

    await test.step(`a long schema used again links to where it is listed, in ${code}`, async () => {
      const listedAbove = strings(code)['schema.listedAbove']!;
      // `assignee` is a nullable-simple-user, as `user` was, above it.
      const target = /<li class="schema-property" id="([^"]+)"><div class="schema-head"><code class="schema-name" dir="ltr">user<\/code>/.exec(html)?.[1];
      expect(target).toBeDefined();
      expect(html).toMatch(new RegExp(`<code class="schema-name" dir="ltr">assignee</code>.*?<a class="schema-listed" href="#${target}"[^>]*>${listedAbove} <`));
      const assignee = page.locator('li.schema-property', { has: page.locator(':scope > .schema-head > .schema-name', { hasText: /^assignee$/ }) }).first();
      const link = assignee.locator(':scope > .schema-head').getByRole('link', { name: listedAbove });
      await expect(link).toBeVisible();
      await link.click();
      await expect(page).toHaveURL(new RegExp(`#${target}$`));
      const user = page.locator(`[id="${target}"]`);
      await expect(user).toBeInViewport();
      // The listing it links to is the whole schema: `login` is one of its rows.
      await expect(user.locator('.schema-name', { hasText: /^login$/ }).first()).toBeAttached();
    });

    await test.step(`the operation links to its documentation on GitHub's site, in ${code}`, async () => {
      // The spec's words for the link, after the locale's; opened beside the reference, not in its place.
      const docs = 'https://docs.github.com/rest/issues/issues#get-an-issue';
      expect(html).toContain(`<p class="external-docs">${strings(code)['api.externalDocs']}: <a href="${docs}" target="_blank" rel="noopener noreferrer" dir="auto">API method documentation<`);
      const link = page.locator('.operation-intro').getByRole('link', { name: /^API method documentation/ });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute('href', docs);
      await expect(link).toHaveAttribute('target', '_blank');
    });
  });
}
