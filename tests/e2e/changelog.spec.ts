import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { LOCALES } from './site.ts';

// What changed in the API (issue 17): /api/changelog in every locale, made from spec/changelog.yaml
// (1.4.0 added organisation staking and the swap price series to 1.3.0, the first release
// recorded), the versions on operation pages, and the announcement of 1.4 linking to its entry.
// Search finds it (search.spec.ts).

const ADDED_IN_1_4 = ['organisation-staking', 'swap-sparkline', 'swap-30-sec', 'swap-5-min', 'swap-1-hr', 'swap-1-day'];

const WORDS = {
  en: { title: 'Changelog', released: 'Released on November 22, 2026', added: 'New operation.', unknownDay: 'Release day not recorded', since: 'Since', announcement: 'Read what changed' },
  he: { title: 'יומן שינויים', released: 'פורסמה ב-22 בנובמבר 2026', added: 'פעולה חדשה.', unknownDay: 'יום הפרסום לא נרשם', since: 'החל מגרסה', announcement: 'מה השתנה' },
  zh: { title: '更新日志', released: '发布于 2026年11月22日', added: '新增操作。', unknownDay: '未记录发布日期', since: '自', announcement: '查看更新内容' },
} as const;

const release = (page: Page, version: string) => page.locator('section.changelog-release', { has: page.getByRole('heading', { level: 2, name: version }) });

for (const { code, prefix, lang, dir } of LOCALES) {
  const words = WORDS[code];

  // One test, its page loading the three in turn: they were three tests, each a fresh context
  // (a renderer started, a first load's cost) for one load and the clicks from it; nothing they
  // do stores anything (the site writes localStorage only at a tab, the colour mode or the
  // announcement's Close). Soft assertions: one step's failure hides not the next's, which loads
  // its own page. 10 tests → 4: the file's run, server and runner
  // included, 12.6-14.2 s of one core → 9.7-10.4 s.
  test(`the changelog, the versions on operation pages and the announcement of 1.4 (${code})`, async ({ page }) => {
    await test.step(`the changelog lists the releases newest first, dated, with 1.4's additions linking to their pages, which they lead to; the sidebar and table of contents have it (${code})`, async () => {
      const response = await page.goto(`${prefix}/api/changelog`);
      expect.soft(response!.status()).toBe(200);
      await expect.soft(page.locator('html')).toHaveAttribute('dir', dir);
      await expect.soft(page.locator('html')).toHaveAttribute('lang', lang);
      await expect.soft(page).toHaveTitle(`${words.title} | Build on Blockchain`);
      const main = page.getByRole('main');
      await expect.soft(main.getByRole('heading', { level: 1 })).toHaveText(words.title);
      await expect.soft(main.getByRole('heading', { level: 2 })).toHaveText([/^1\.4\.0/, /^1\.3\.0/]);
      await expect.soft(main.locator('h2').first()).toHaveAttribute('id', 'v1-4-0');

      const latest = release(page, '1.4.0');
      await expect.soft(latest.locator('time')).toHaveText(words.released);
      await expect.soft(latest.locator('time')).toHaveAttribute('datetime', '2026-11-22');
      const links = latest.locator('.changelog-operation a');
      await expect.soft(links).toHaveCount(ADDED_IN_1_4.length);
      for (const [i, slug] of ADDED_IN_1_4.entries()) await expect.soft(links.nth(i)).toHaveAttribute('href', `${prefix}/api/${slug}`);
      await expect.soft(latest.locator('.changelog-changes li')).toHaveText(Array(ADDED_IN_1_4.length).fill(words.added));
      // Additions break nothing: no change of 1.4 is marked breaking or a deprecation.
      await expect.soft(latest.locator('.changelog-group')).toHaveAttribute('data-severity', 'non-breaking');
      await expect.soft(latest.locator('.changelog-mark')).toHaveCount(0);

      const first = release(page, '1.3.0');
      await expect.soft(first.locator('.changelog-meta')).toHaveText(words.unknownDay);
      await expect.soft(first.locator('.changelog-changes')).toHaveCount(0);

      // The sidebar and the table of contents have it, and its operation links lead to the
      // operation. (Once a test of its own, which loaded the same page again: issue 33.)
      const sidebar = page.getByRole('complementary').getByRole('navigation');
      await expect.soft(sidebar.getByRole('link', { name: words.title })).toHaveAttribute('aria-current', 'page');
      await expect.soft(page.locator('.toc a')).toHaveText(['1.4.0', '1.3.0']);
      await release(page, '1.4.0').locator('a[href$="/api/swap-sparkline"]').click();
      await expect.soft(page).toHaveURL(new RegExp(`${prefix}/api/swap-sparkline$`));
      // There, the operation says since which release it exists, linking to its entry. (Once a
      // test of its own, which loaded this page again: issue 33. The next loads one of 1.3.)
      const since = page.locator('.operation-versions').getByRole('link');
      await expect.soft(since).toHaveText(new RegExp(`^${words.since}.*1\\.4\\.0`));
      await expect.soft(since).toHaveAttribute('href', `${prefix}/api/changelog#v1-4-0`);
    });
    await test.step(`operation pages say since which release they exist, linking to its entry (${code})`, async () => {
      await page.goto(`${prefix}/api/login`);
      await expect.soft(page.locator('.operation-versions').getByRole('link')).toHaveText(new RegExp(`^${words.since}.*1\\.3\\.0`));
      await page.locator('.operation-versions').getByRole('link').click();
      await expect.soft(page).toHaveURL(new RegExp(`${prefix}/api/changelog#v1-3-0$`));
      await expect.soft(page.locator('#v1-3-0')).toBeInViewport();
    });
    await test.step(`the announcement of 1.4 links to its changelog entry (${code})`, async () => {
      await page.goto(`${prefix}/`);
      const link = page.getByRole('banner').filter({ hasText: '1.4' }).getByRole('link', { name: words.announcement });
      await expect.soft(link).toHaveAttribute('href', `${prefix}/api/changelog#v1-4-0`);
      await link.click();
      await expect.soft(page).toHaveURL(new RegExp(`${prefix}/api/changelog#v1-4-0$`));
      await expect.soft(page.locator('#v1-4-0')).toBeInViewport();
    });
  });
}

test('the changelog reads in full without JavaScript, and is its own page, not an operation', async ({ browser, request }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/he/api/changelog');
  await expect(page.getByRole('heading', { level: 2 })).toHaveText([/1\.4\.0/, /1\.3\.0/]);
  await expect(page.locator('.changelog-operation a')).toHaveCount(ADDED_IN_1_4.length);
  await context.close();
  // The parameterised route would answer 404 for an unknown operation; this one is the changelog.
  const html = await (await request.get('/api/changelog')).text();
  expect(html).toContain('data-pagefind-body');
  expect(html).not.toContain('class="page-article operation"');
});
