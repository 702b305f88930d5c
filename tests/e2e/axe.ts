import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The rules every scan applies: WCAG 2.1 A and AA, and axe's best practices. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/**
 * An axe-core scan of the page (or of the part `include` selects): its serious and critical
 * violations (every violation with `everyImpact`), a readable line each with the first elements
 * it found. Only violations are reported back (`resultTypes`): the passes' nodes took time and
 * were never read.
 */
export async function axeViolations(page: Page, { include, everyImpact = false }: { include?: string; everyImpact?: boolean } = {}): Promise<string[]> {
  let builder = new AxeBuilder({ page }).withTags(TAGS).options({ resultTypes: ['violations'] });
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => everyImpact || v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')} ${n.any[0]?.message ?? ''}`.trim()).join('\n    ')}`);
}
