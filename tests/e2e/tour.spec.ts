import type { Page } from '@playwright/test';
import { expect, hydrated, test } from './fixtures.ts';

// The description's section 7: the site makes no API calls and loads nothing from elsewhere,
// only its own page chunks and prefetches. A reader's tour of every locale, through the navbar,
// sidebars, footer and in-page links (client-side navigation, hover prefetching, the locale
// switch's full loads): every link leads where it says, and every request and console error on
// the way is watched, as in every test (./fixtures.ts).

/** Clicks the link to `href` inside `scope` (hovering first, as a reader's pointer does) and waits for the page. */
async function follow(page: Page, scope: string, href: string) {
  const link = page.locator(`${scope} a[href="${href}"]`).first();
  await link.hover();
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${href.replace(/[?#].*$/, '')}([?#].*)?$`));
  await expect(page.locator('main h1').first()).toBeVisible();
}

// A test per locale, and the locale switch: one test of all four, the longest of the run, started
// last (the files run in their names' order) and ran ~11 s alone on one worker of two, the other
// done (issue 33).
for (const prefix of ['', '/he', '/zh']) {
  test(`a tour through navbar, sidebars and footer in ${prefix.slice(1) || 'en'} requests nothing beyond the site and logs no error`, async ({ page }) => {
    const home = prefix ? `${prefix}/` : '/';
    await page.goto(home);
    await follow(page, 'nav.navbar', `${prefix}/docs/intro`); // navbar: guide
    await follow(page, 'aside', `${prefix}/docs/tutorial-basics/create-a-document`); // docs sidebar
    await follow(page, 'aside', `${prefix}/docs/tutorial-extras/translate-your-site`);
    await follow(page, 'main', `${prefix}/docs/tutorial-extras/manage-docs-versions`); // pagination
    await follow(page, 'footer', `${prefix}/blog`); // footer: blog
    await follow(page, 'main', `${prefix}/blog/long-blog-post`);
    await follow(page, 'aside', `${prefix}/blog/welcome`); // blog sidebar
    await follow(page, 'main', `${prefix}/blog/tags/docusaurus`); // a tag
    await follow(page, 'nav.navbar', `${prefix}/api`); // navbar: API
    await follow(page, 'main', `${prefix}/api/login`); // the overview's operation list
    await page.locator('aside summary', { hasText: /Rooms/ }).click();
    await follow(page, 'aside', `${prefix}/api/room-create`); // API sidebar
    await follow(page, 'footer', `${prefix}/api`); // footer: API reference
    await follow(page, 'footer', `${prefix}/docs/intro`); // footer: guide
    await follow(page, 'nav.navbar', home); // brand
    await follow(page, 'main', `${prefix}/api`); // home page button
    await page.waitForLoadState('networkidle');
  });
}

test('the locale switch (a full load) from a docs page to each locale requests nothing beyond the site and logs no error', async ({ page }) => {
  await page.goto('/docs/intro');
  for (const label of ['עברית', '中文', 'English']) {
    await page.locator('nav.navbar').getByRole('button', { name: /Languages|שפות|语言/ }).click();
    await page.locator('nav.navbar').getByRole('link', { name: label }).click();
    await hydrated(page);
    await expect(page.locator('main h1').first()).toBeVisible();
  }
  await page.waitForLoadState('networkidle');
});
