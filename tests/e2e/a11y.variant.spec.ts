import { axeViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { variantOperation, variantPath } from './site.ts';

// The shipped site is always dark (tests/e2e/a11y.spec.ts scans it); the configuration variant
// lets readers switch, so light mode and the extra navbar items get their own axe scan.
// An operation page with required parameters is among them (`<operation>`: the variant site's,
// ./site.ts, variantOperation): its marker failed AA in dark mode (issue 20), and light mode is
// this build's only.

// Light mode on a page of each layout, and the reference's index in Hebrew, whose document's
// x-tagGroups sections, prose group and external links this site alone has; dark mode, the
// shipped site's only one (scanned there on every kind of page), once, for what this build adds
// to it: the switch and the navbar items.
// The light pages are loaded one after another in one test's page, the mode stored before the
// first: a test and a fresh context each cost a renderer's start and a first load (see
// a11y.spec.ts). Each page's result is a soft assertion in a step: one page's violations hide no
// other's.
const SCANS = [
  { mode: 'light', paths: ['/', '/docs/intro', '/he/blog/welcome', '/he/api', '/api/<operation>', '/zh/api/<operation>'] },
  { mode: 'dark', paths: ['/zh/api/<operation>'] },
] as const;

for (const { mode, paths } of SCANS) {
  test(`axe: ${paths.join(', ')} in ${mode} mode, with every navbar item kind, have no serious or critical violations`, async ({ page }) => {
    await page.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
    const { slug } = variantOperation();
    for (const path of paths.map((each) => each.replace('<operation>', slug))) {
      await test.step(path, async () => {
        await page.goto(variantPath(path));
        await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
        const serious = await axeViolations(page);
        expect.soft(serious, `${path}:\n${serious.join('\n')}`).toEqual([]);
      });
    }
  });
}
