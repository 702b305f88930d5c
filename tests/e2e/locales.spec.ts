import { expect, hydrated, test } from './fixtures.ts';

test.describe('locales', () => {
  test('the locale dropdown keeps path, query and hash and swaps the prefix', async ({ page }) => {
    await page.goto('/docs/intro?utm=docs#servers');
    await page.getByRole('button', { name: /Languages/ }).click();
    await page.getByRole('link', { name: 'עברית' }).click();
    await expect(page).toHaveURL(/\/he\/docs\/intro\?utm=docs#servers$/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    // The switch loads the other locale's page (rel="external"): its dropdown works once hydrated.
    await hydrated(page);
    await page.getByRole('button', { name: /שפות/ }).click();
    await page.getByRole('link', { name: '中文' }).click();
    await expect(page).toHaveURL(/\/zh\/docs\/intro\?utm=docs#servers$/);
    await hydrated(page);
    await page.getByRole('button', { name: /语言/ }).click();
    await page.getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/localhost:\d+\/docs\/intro\?utm=docs#servers$/);
  });

  test('the dropdown opens and closes by keyboard and on an outside click', async ({ page }) => {
    await page.goto('/');
    const button = page.getByRole('button', { name: /Languages/ });
    await button.click();
    await expect(page.getByRole('link', { name: '中文' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('link', { name: '中文' })).toBeHidden();
    await expect(button).toBeFocused();
    await button.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await page.locator('main').click({ position: { x: 5, y: 5 } });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  // Three checks that only read, loaded one after another in one test's page (a step and soft
  // assertions each: one's failure hides no other's): they store nothing, and three tests were
  // each a fresh context for one or two loads, ~0.2 s of one core more each.
  test('Hebrew mirrors the layout; pages are translated; in Hebrew, a server reads right to left', async ({ page }) => {
    await test.step('Hebrew mirrors the layout: sidebar on the right, brand at the start (right)', async () => {
      await page.goto('/he/docs/intro');
      const width = page.viewportSize()!.width;
      const sidebar = (await page.getByRole('complementary').boundingBox())!;
      const main = (await page.locator('main').boundingBox())!;
      expect.soft(sidebar.x).toBeGreaterThan(main.x);
      const brand = (await page.locator('.navbar-brand').first().boundingBox())!;
      expect.soft(brand.x + brand.width).toBeGreaterThan(width * 0.75);
      await expect.soft(page.getByRole('link', { name: 'דלגו לתוכן הראשי' })).toBeAttached();
    });
    await test.step('pages are translated, and a chrome string differs per locale; a Chinese table keeps its labels whole', async () => {
      await page.goto('/zh/docs/intro');
      // The servers' table: its labels (服务器, 测试网, 生产环境) beside unbreakable URLs, once a
      // character a line in a squeezed column.
      const lines = await page.locator('.markdown table').first().evaluate((table) =>
        [...table.querySelectorAll('tr > :first-child')].map((cell) => {
          const range = document.createRange();
          range.selectNodeContents(cell);
          return [cell.textContent, new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size];
        }),
      );
      expect.soft(lines).toEqual([
        ['服务器', 1],
        ['测试网', 1],
        ['生产环境', 1],
      ]);
      await expect.soft(page.getByRole('navigation', { name: 'On this page' }).or(page.getByText('本页总览'))).toBeVisible();
      await expect.soft(page.getByRole('heading', { level: 1 })).not.toHaveText('Tutorial intro');
      await page.goto('/he/blog');
      await expect.soft(page.getByRole('link', { name: 'להמשך קריאה' }).first()).toBeVisible();
    });
    await test.step('in Hebrew, a server reads right to left: its URL, a dash, then its English description', async () => {
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto('/he/api/room-create');
      const [url, dash, description] = await page
        .locator('.operation-facts li')
        .first()
        .evaluate((item) => {
          const box = (node: Node) => {
            const range = document.createRange();
            range.selectNodeContents(node);
            const first = range.getClientRects()[0]!; // the first line's part
            return { left: first.left, right: first.right, top: first.top };
          };
          const dashText = [...item.childNodes].find((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.includes('—'))!;
          return [box(item.querySelector('code')!), box(dashText), box(item.querySelector('bdi')!)];
        });
      expect.soft(dash.top).toBeCloseTo(url.top, -1);
      expect.soft(dash.right).toBeLessThanOrEqual(url.left + 1);
      expect.soft(description.right).toBeLessThanOrEqual(dash.left + 1);
    });
    await test.step('in Hebrew, code in a sentence keeps its place: the code, then the English after it, read right to left', async () => {
      // "…את העוגייה `bob_session` (HttpOnly, Secure, SameSite=Lax) שמאמתת…": not isolated, the code
      // and the English after it made one left-to-right run, the code at its left, after it.
      await page.goto('/he/api/login');
      const [code, english] = await page
        .locator('.spec-text code', { hasText: 'bob_session' })
        .evaluate((element) => {
          const range = document.createRange();
          const after = element.nextSibling!;
          const start = after.textContent!.indexOf('(HttpOnly');
          range.setStart(after, start);
          range.setEnd(after, start + '(HttpOnly'.length);
          const text = range.getClientRects()[0]!;
          const box = element.getBoundingClientRect();
          return [{ left: box.left, top: box.top }, { right: text.right, top: text.top }];
        });
      expect.soft(english.top).toBeCloseTo(code.top, -1);
      expect.soft(code.left).toBeGreaterThanOrEqual(english.right - 1);
    });
    await test.step("on a phone, a Chinese table fits: its URLs break rather than squeezing the column beside them", async () => {
      // The servers' table: a URL kept whole made it scroll, its last column ~3 characters a line.
      await page.setViewportSize({ width: 390, height: 800 });
      await page.goto('/zh/docs/intro');
      const { scroll, client, narrowest, em } = await page.locator('.markdown table').first().evaluate((table: HTMLTableElement) => ({
        scroll: table.scrollWidth,
        client: table.clientWidth,
        narrowest: Math.min(...[...table.rows[1]!.cells].map((cell) => cell.getBoundingClientRect().width)),
        em: parseFloat(getComputedStyle(table).fontSize),
      }));
      expect.soft(scroll).toBeLessThanOrEqual(client);
      expect.soft(narrowest).toBeGreaterThan(3.5 * em);
    });
  });
});
