import type { Page } from '@playwright/test';
import { axeViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { LOCALES, localized } from './site.ts';

// Accessibility: an axe-core scan of each kind of page in every locale (no serious or critical
// violation), and the keyboard: every interactive piece is reached by Tab, with a visible focus.

// One page of every kind in English: the home page, a doc, the blog's list, a post, its tags and
// archive, a Markdown page, the API's overview and changelog, an operation page (one with required
// parameters: their marker failed AA in dark mode unseen, issue 20), a named schema's page and the
// index of them (issue 34) and the not-found page. One operation page: they are one template, and
// another (the public spec's, on the variant site) is scanned, in this dark theme too, by
// a11y.variant.spec.ts.
const PAGES = [
  '/',
  '/docs/intro',
  '/blog',
  '/blog/welcome',
  '/blog/tags',
  '/blog/tags/hello',
  '/blog/archive',
  '/markdown-page',
  '/api',
  '/api/changelog',
  '/api/brand-add-member',
  '/api/schemas/room',
  '/api/schemas',
  '/no-such-page',
];
// In the other locales, the pages of each layout (the home page's, a doc's with its sidebar and
// contents, an operation's, the not-found page's): what differs there from English is the chrome's
// and the content's text and the direction, which every layout shows, not the kinds of content.
// Scanning every kind in every locale took a third of the end-to-end tests' time (issue 33). A
// schema's page is a layout of its own (issue 34).
const LAYOUTS = ['/', '/docs/intro', '/api/brand-add-member', '/api/schemas/room', '/no-such-page'];
// Colour contrast where the colours or the text's place on them can differ from English's: in
// Hebrew, whose layout is mirrored (text may land on another background), not in Chinese, laid out
// left to right as English is, by the same stylesheet (no rule of it depends on the language): its
// pages are scanned for every other rule, for what its text and labels change.
const CONTRAST = new Set(['en', 'he']);

// A few pages to a test, loaded one after another in its page: each scan in a test and a fresh
// context of its own (a renderer started, a first load's cost, the test's own overhead) made the
// file's run, server and runner included, 48-55 s of one core; five to a test (24 tests → 8),
// 34-44 s. Nothing these pages store carries over (the site writes localStorage only at a click:
// a tab, the colour mode, the announcement's Close). Each page's result is a soft assertion in a
// step of its own: one page's violations hide no other's. Five to a test: the longest took 22 s
// of a loaded one-core machine, within the 90 s timeout twice over on one twice as slow.
const PER_TEST = 5;
for (const { code, prefix } of LOCALES) {
  const paths = (code === 'en' ? PAGES : LAYOUTS).map((route) => localized(route, prefix));
  for (let at = 0; at < paths.length; at += PER_TEST) {
    const some = paths.slice(at, at + PER_TEST);
    test(`axe: ${some.join(', ')} have no serious or critical violations (${code})`, async ({ page }) => {
      for (const path of some) {
        await test.step(path, async () => {
          await page.goto(path);
          const serious = await axeViolations(page, { contrast: CONTRAST.has(code) });
          expect.soft(serious, `${path}:\n${serious.join('\n')}`).toEqual([]);
        });
      }
    });
  }
}

/** What has focus after a Tab, and whether it shows it (an outline or a ring). */
async function pressTab(page: Page) {
  await page.keyboard.press('Tab');
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    const style = getComputedStyle(el);
    const box = el.getBoundingClientRect();
    return {
      id: el.dataset.e2eId ?? '',
      label: `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`,
      visibleFocus: (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none',
      onScreen: box.width > 0 && box.height > 0,
    };
  });
}

for (const [path, width] of [
  ['/docs/intro', 1300],
  ['/he/api/login', 1300],
  ['/zh/blog/welcome', 800],
] as const) {
  test(`keyboard: every interactive piece of ${path} at ${width} px is reached by Tab, with a visible focus`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(path);
    // Everything a pointer could use: visible links, buttons, fields and disclosure summaries.
    const expected = await page.evaluate(() => {
      const all = [...document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, summary, [tabindex]')];
      // A tab list's other tabs (tabindex=-1) are reached with the arrow keys, as ARIA's tabs pattern
      // says; so are a radio group's other buttons (the response examples' statuses).
      const otherRadio = (el: HTMLElement) => el instanceof HTMLInputElement && el.type === 'radio' && !el.checked;
      const usable = all.filter((el) => el.tabIndex >= 0 && !(el as HTMLInputElement).disabled && !otherRadio(el) && el.checkVisibility({ visibilityProperty: true }));
      usable.forEach((el, i) => (el.dataset.e2eId = String(i)));
      return usable.map((el) => el.dataset.e2eId!);
    });
    const reached = new Set<string>();
    const problems: string[] = [];
    for (let i = 0; i < expected.length + 20; i++) {
      const focused = await pressTab(page);
      if (!focused) break;
      if (reached.has(focused.id) && focused.id !== '') break; // Wrapped around.
      reached.add(focused.id);
      if (!focused.visibleFocus) problems.push(`no visible focus: ${focused.label}`);
    }
    const missed = expected.filter((id) => !reached.has(id));
    const missedLabels = await page.evaluate((ids) => ids.map((id) => document.querySelector(`[data-e2e-id="${id}"]`)!.outerHTML.slice(0, 120)), missed);
    expect(missedLabels, 'not reachable by Tab').toEqual([]);
    expect(problems).toEqual([]);
  });
}
