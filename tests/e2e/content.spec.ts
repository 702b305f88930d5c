import { expect, hydrated, test } from './fixtures.ts';

test.describe('content', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('code blocks are highlighted, titled, and copy with a confirmation; client-side navigation keeps the chrome and loads the next page', async ({ page }) => {
    await page.goto('/docs/intro');
    await test.step('code blocks are highlighted, titled, and copy with a confirmation', async () => {
      const block = page.locator('.code-block').filter({ has: page.locator('.code-title') }).first();
      await expect(block.locator('.code-title')).not.toBeEmpty();
      // A token's class gives its colours (the code colours' stylesheet): it is not in the code's own.
      const [token, line] = await block.locator('pre.shiki .line').filter({ has: page.locator('span[class^="t"]') }).first().evaluate((element) => [
        getComputedStyle(element.querySelector('span[class^="t"]')!).color,
        getComputedStyle(element).color,
      ]);
      expect(token).not.toBe(line);
      const button = block.getByRole('button', { name: 'Copy code to clipboard' });
      await button.click();
      await expect(button).toHaveText('Copied');
      await expect(page.locator('#live-region')).toHaveText('Copied successfully');
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied).toBe(await block.locator('pre').textContent());
    });
    await test.step('client-side navigation keeps the chrome and loads the next page', async () => {
      await page.getByRole('complementary').getByRole('link', { name: 'Create a page' }).click();
      await expect(page).toHaveURL(/\/docs\/tutorial-basics\/create-a-page$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/page/i);
    });
  });

  test('Markdown features: line highlighting, admonitions of every kind, and tabs that switch by click and by arrow keys', async ({ page }) => {
    await page.goto('/docs/tutorial-basics/markdown-features');
    await test.step('line highlighting marks the requested lines', async () => {
      await expect(page.locator('.code-block .line.highlighted').first()).toBeVisible();
    });
    await test.step('admonitions of every kind render with their titles', async () => {
      for (const kind of ['note', 'tip', 'info', 'warning', 'danger']) {
        await expect(page.getByRole('note').and(page.locator(`.admonition-${kind}`)).first()).toBeVisible();
      }
    });
    await test.step('tabs switch by click and by arrow keys', async () => {
      const tablist = page.getByRole('tablist').first();
      const tabs = tablist.getByRole('tab');
      await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
      const second = tabs.nth(1);
      await second.click();
      await expect(second).toHaveAttribute('aria-selected', 'true');
      const panelId = await second.getAttribute('aria-controls');
      await expect(page.locator(`#${panelId}`)).toBeVisible();
      await expect(page.locator(`#${await tabs.first().getAttribute('aria-controls')}`)).toBeHidden();
      await second.press('ArrowLeft');
      await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
      await expect(tabs.first()).toBeFocused();
    });
  });

  test('without JavaScript every docs tab panel shows, named by its label; code samples show one language, named too', async ({ browser, page }) => {
    // Each panel's label as shown before it, or whether it is hidden.
    const named = (on: typeof page, selector: string) =>
      on.locator(selector).evaluateAll((panels) => panels.map((panel) => (panel.checkVisibility() ? getComputedStyle(panel, '::before').content : 'hidden')));
    const context = await browser.newContext({ javaScriptEnabled: false });
    const noScript = await context.newPage();
    await noScript.goto('/docs/tutorial-basics/markdown-features');
    await expect(noScript.getByRole('tablist').first()).toBeHidden();
    expect((await named(noScript, '.tabs .tab-panel')).slice(0, 2)).toEqual(['"curl"', '"JavaScript"']);
    // Twelve languages one after another would be a long page: the first shows, the others are a link away (api.spec.ts).
    await noScript.goto('/he/api/room-create');
    const panels = await named(noScript, '.code-samples .tab-panel');
    expect(panels).toHaveLength(12);
    expect(panels.slice(0, 2)).toEqual(['"curl"', 'hidden']);
    expect(new Set(panels.slice(1))).toEqual(new Set(['hidden']));
    await context.close();
    // With JavaScript the tabs name them, and only the chosen one shows.
    await page.goto('/he/api/room-create');
    await hydrated(page);
    expect((await named(page, '.code-samples .tab-panel')).slice(0, 2)).toEqual(['none', 'hidden']);
  });

  test('blog: posts with reading time, tags, authors, archive and tag pages', async ({ page }) => {
    await page.goto('/blog');
    await expect(page.getByRole('article')).toHaveCount(4);
    await expect(page.getByText(/min read/).first()).toBeVisible();
    await page.getByRole('link', { name: 'hola' }).first().click();
    await expect(page).toHaveURL(/\/blog\/tags\/hola$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('One post tagged with "hola"');
    await page.goto('/blog/archive');
    await expect(page.getByRole('heading', { name: '2021' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '2019' })).toBeVisible();
    await page.goto('/blog/welcome');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome');
    await expect(page.getByRole('link', { name: /Maya/ })).toBeVisible();
  });
});

// Issue 20: in Hebrew the copy button sat over the first characters of the (left-to-right)
// code; in English over the ends of long lines. No character of code lies under a button.
for (const width of [390, 1440]) {
  test(`code never lies under its copy button, in either direction (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const path of ['/docs/intro', '/he/docs/intro', '/api/login', '/he/api/login', '/zh/api/room-create']) {
      await page.goto(path);
      const covered = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('.code-block')].flatMap((block) => {
          const button = block.querySelector('.copy-button')?.getBoundingClientRect();
          const pre = block.querySelector('pre')?.getBoundingClientRect();
          if (!button || !pre || button.width === 0 || pre.width === 0) return []; // Not shown (another tab's).
          return [...block.querySelectorAll('.line')].flatMap((line) => {
            const range = document.createRange();
            range.selectNodeContents(line);
            // What of the line is in view (the code scrolls sideways within its box) and under the button.
            const under = [...range.getClientRects()].some((r) => {
              const left = Math.max(r.left, pre.left, button.left);
              const right = Math.min(r.right, pre.right, button.right);
              const top = Math.max(r.top, button.top);
              const bottom = Math.min(r.bottom, button.bottom);
              return r.width > 0 && right - left > 0.5 && bottom - top > 0.5;
            });
            return under ? [`${document.documentElement.lang}: ${line.textContent!.slice(0, 40)}`] : [];
          });
        }),
      );
      expect(covered, path).toEqual([]);
    }
  });
}
