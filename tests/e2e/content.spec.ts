import { expect, test } from './fixtures.ts';

test.describe('content', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('code blocks are highlighted, titled, and copy with a confirmation', async ({ page }) => {
    await page.goto('/docs/intro');
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

  test('line highlighting marks the requested lines', async ({ page }) => {
    await page.goto('/docs/tutorial-basics/markdown-features');
    await expect(page.locator('.code-block .line.highlighted').first()).toBeVisible();
  });

  test('tabs switch by click and by arrow keys', async ({ page }) => {
    await page.goto('/docs/tutorial-basics/markdown-features');
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

  test('admonitions of every kind render with their titles', async ({ page }) => {
    await page.goto('/docs/tutorial-basics/markdown-features');
    for (const kind of ['note', 'tip', 'info', 'warning', 'danger']) {
      await expect(page.getByRole('note').and(page.locator(`.admonition-${kind}`)).first()).toBeVisible();
    }
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

  test('client-side navigation keeps the chrome and loads the next page', async ({ page }) => {
    await page.goto('/docs/intro');
    await page.getByRole('complementary').getByRole('link', { name: 'Create a page' }).click();
    await expect(page).toHaveURL(/\/docs\/tutorial-basics\/create-a-page$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/page/i);
  });
});
