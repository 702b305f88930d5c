import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { collectOperations } from '../../generator/normalize/collectOperations.ts';
import { resolveOperationSlugs } from '../../generator/normalize/resolveSlug.ts';
import type { OpenApiDocument } from '../../generator/load/index.ts';
import { LOCALES } from './site.ts';

// The whole site built from a public spec of another shape than ours (`npm test` builds it with
// `npm run site-from-spec`, see PUBLIC_SPEC in scripts/test.ts): every operation page is there in
// each locale, found by the generator's own slug rule, with its summary as the page's heading.
const document = JSON.parse(readFileSync(process.env.E2E_PUBLIC_SPEC!, 'utf8')) as OpenApiDocument;
const operations = collectOperations(document);
const pages = resolveOperationSlugs(operations).map((slug, i) => ({ slug, summary: String(operations[i]!.operation.summary ?? '') }));

test('the public spec has operations and webhooks to look for', () => {
  expect(pages.length).toBeGreaterThan(5);
  expect(operations.some((op) => op.kind === 'webhook')).toBe(true);
});

for (const { code, prefix } of LOCALES) {
  test(`every operation page of the public spec is written, in ${code}`, async ({ page, request }) => {
    for (const { slug } of pages) {
      const response = await request.get(`${prefix}/api/${slug}`);
      expect(response.status(), slug).toBe(200);
    }
    const { slug, summary } = pages[0]!;
    await page.goto(`${prefix}/api/${slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(summary);
    // The reference's index lists every page.
    await page.goto(`${prefix}/api`);
    for (const each of pages) await expect(page.locator(`main a[href="${prefix}/api/${each.slug}"]`).first()).toBeAttached();
  });
}
