import { expect, test, type Page, type TestInfo } from '@playwright/test';
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

/**
 * The paths of `paths` that do not answer 200, fetched with Node's own fetch a few at a time, and
 * gathered for one assertion: each of Playwright's `request` calls and `expect`s is a step
 * reported to its runner, which for a page of every operation cost more than the pages.
 */
async function notAnswering(baseURL: string, paths: string[]): Promise<string[]> {
  const wrong: string[] = [];
  for (let at = 0; at < paths.length; at += 8) {
    await Promise.all(
      paths.slice(at, at + 8).map(async (path) => {
        const { status } = await fetch(baseURL + path, { redirect: 'manual' });
        if (status !== 200) wrong.push(`${path}: ${status}`);
      }),
    );
  }
  return wrong;
}

/** The paths of `paths` that the page's main content does not link to. */
async function notLinked(page: Page, paths: string[]): Promise<string[]> {
  const linked = new Set(await page.locator('main a[href]').evaluateAll((links) => links.map((link) => link.getAttribute('href'))));
  return paths.filter((path) => !linked.has(path));
}

for (const { code, prefix } of LOCALES) {
  test(`every operation page of the public spec is written, in ${code}`, async ({ page, baseURL }, info) => {
    const { pages } = operationsOf(info);
    const paths = pages.map(({ slug }) => `${prefix}/api/${slug}`);
    expect(await notAnswering(baseURL!, paths)).toEqual([]);
    const { slug, summary } = pages[0]!;
    await page.goto(`${prefix}/api/${slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(summary);
    // The reference's index lists every page.
    await page.goto(`${prefix}/api`);
    expect(await notLinked(page, paths)).toEqual([]);
  });
}

for (const { code, prefix } of LOCALES) {
  test(`every named schema's page of the public spec is written, in ${code}, and listed`, async ({ page, baseURL }, info) => {
    const schemas = schemasOf(info);
    expect(schemas.length).toBeGreaterThan(2);
    const paths = schemas.map(({ slug }) => `${prefix}/api/schemas/${slug}`);
    expect(await notAnswering(baseURL!, paths)).toEqual([]);
    await page.goto(`${prefix}/api/schemas/${schemas[0]!.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(schemas[0]!.name);
    await page.goto(`${prefix}/api/schemas`);
    expect(await notLinked(page, paths)).toEqual([]);
  });
}
