import { expect, test, type TestInfo } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { collectOperations } from '../../generator/normalize/collectOperations.ts';
import { resolveOperationSlugs, resolveSchemaSlugs } from '../../generator/normalize/resolveSlug.ts';
import type { OpenApiDocument } from '../../generator/load/index.ts';
import { LOCALES } from './site.ts';

// The whole site built from a public spec of another shape than ours (`npm test` builds it with
// `npm run site-from-spec`, see PUBLIC_SPEC in scripts/test.ts; the public-spec project of
// playwright.config.ts): every operation page is there in each locale, found by the generator's
// own slug rule, with its summary as the page's heading. The operations are read from the document
// the site offers for download. (A Swagger 2.0 document's whole site is checked the same way in
// its built files: tests/unit/rebuild.test.ts.)
const documentOf = (info: TestInfo) => {
  const { site } = info.project.metadata as { site: string };
  return JSON.parse(readFileSync(`${site}/site/generated/openapi.json`, 'utf8')) as OpenApiDocument;
};
const operationsOf = (info: TestInfo) => {
  const operations = collectOperations(documentOf(info));
  return { operations, pages: resolveOperationSlugs(operations).map((slug, i) => ({ slug, summary: String(operations[i]!.operation.summary ?? '') })) };
};
/** The document's named schemas and their pages' slugs (issue 34). */
const schemasOf = (info: TestInfo) => {
  const names = Object.keys(documentOf(info).components?.schemas ?? {});
  return resolveSchemaSlugs(names).map((slug, i) => ({ slug, name: names[i]! }));
};

test('the public spec has operations and webhooks to look for', ({}, info) => {
  const { operations, pages } = operationsOf(info);
  expect(pages.length).toBeGreaterThan(5);
  expect(operations.some((op) => op.kind === 'webhook')).toBe(true);
});

for (const { code, prefix } of LOCALES) {
  test(`every operation page of the public spec is written, in ${code}`, async ({ page, request }, info) => {
    const { pages } = operationsOf(info);
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

for (const { code, prefix } of LOCALES) {
  test(`every named schema's page of the public spec is written, in ${code}, and listed`, async ({ page, request }, info) => {
    const schemas = schemasOf(info);
    expect(schemas.length).toBeGreaterThan(2);
    for (const { slug } of schemas) expect((await request.get(`${prefix}/api/schemas/${slug}`)).status(), slug).toBe(200);
    await page.goto(`${prefix}/api/schemas/${schemas[0]!.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(schemas[0]!.name);
    await page.goto(`${prefix}/api/schemas`);
    for (const { slug } of schemas) await expect(page.locator(`main a[href="${prefix}/api/schemas/${slug}"]`)).toBeAttached();
  });
}
