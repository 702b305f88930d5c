import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The rules every scan applies: WCAG 2.1 A and AA, and axe's best practices. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/**
 * An axe-core scan of the page (or of the part `include` selects): its serious and critical
 * violations (every violation with `everyImpact`), a readable line each with the first elements
 * it found. Only violations are reported back (`resultTypes`): the passes' nodes took time and
 * were never read.
 *
 * In axe's single-run mode (`setLegacyMode`): its default runs each frame apart, then opens a blank
 * page, injects axe there a second time and hands it every frame's partial results to finish,
 * which is for cross-origin frames, and our pages have none (tour.spec.ts: nothing is loaded
 * from elsewhere). Same rules, same nodes, same results (every rule's result and node count
 * compared on five kinds of page), in a third to a half of the time (issue 33: the scans were a
 * third of the end-to-end time).
 *
 * `contrast: false` leaves out the `color-contrast` rule, a third of a scan's time (11 of 33 s of
 * one core for the shipped site's 25 scans, issue 33), for a page whose colours, and where its
 * text lies on them, a scan with the rule has already seen: see a11y.spec.ts.
 */
export async function axeViolations(page: Page, { include, everyImpact = false, contrast = true }: { include?: string; everyImpact?: boolean; contrast?: boolean } = {}): Promise<string[]> {
  let builder = new AxeBuilder({ page }).withTags(TAGS).options({ resultTypes: ['violations'] }).setLegacyMode();
  if (include) builder = builder.include(include);
  if (!contrast) builder = builder.disableRules(['color-contrast']);
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => everyImpact || v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')} ${n.any[0]?.message ?? ''}`.trim()).join('\n    ')}`);
}
