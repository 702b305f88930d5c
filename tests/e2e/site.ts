import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import kebabCase from 'lodash.kebabcase';
import type { OpenApiDocument } from '../../generator/load/index.ts';
import { collectOperations } from '../../generator/normalize/collectOperations.ts';
import { resolveOperationSlugs, resolveSchemaSlugs } from '../../generator/normalize/resolveSlug.ts';
import { clientDir } from '../../scripts/build/outDir.mjs';

export const LOCALES = [
  { code: 'en', prefix: '', lang: 'en', dir: 'ltr' },
  { code: 'he', prefix: '/he', lang: 'he', dir: 'rtl' },
  { code: 'zh', prefix: '/zh', lang: 'zh', dir: 'ltr' },
] as const;

/** A locale's strings of the site's chrome (locales/<code>/common.json), by key. */
export const localeStrings = (code: string): Record<string, string> => JSON.parse(readFileSync(`locales/${code}/common.json`, 'utf8'));

/** The catalogue's operation slugs (the product's page list), read from the fixture copy. */
export function catalogueSlugs(): string[] {
  const tsv = readFileSync('tests/fixtures/operations.tsv', 'utf8');
  return tsv.trim().split('\n').slice(1).map((line) => line.split('\t')[1]!);
}

/**
 * The named schemas' page names (issue 34): one per file of spec/components/schemas, each file
 * one component named as it is, in kebab-case as operations' are.
 */
export function schemaSlugs(): string[] {
  return readdirSync('spec/components/schemas')
    .filter((file) => file.endsWith('.yaml'))
    .map((file) => kebabCase(path.basename(file, '.yaml')));
}

/** The product description's routes (section 2), and the schemas' pages (issue 34), without locale prefix. */
export function describedRoutes(): string[] {
  const docs = [
    'intro',
    ...['congratulations', 'create-a-blog-post', 'create-a-document', 'create-a-page', 'deploy-your-site', 'markdown-features'].map((p) => `tutorial-basics/${p}`),
    ...['manage-docs-versions', 'translate-your-site'].map((p) => `tutorial-extras/${p}`),
  ];
  return [
    '/',
    '/blog',
    '/blog/archive',
    '/blog/tags',
    ...['docusaurus', 'facebook', 'hello', 'hola'].map((t) => `/blog/tags/${t}`),
    ...['first-blog-post', 'long-blog-post', 'mdx-blog-post', 'welcome'].map((p) => `/blog/${p}`),
    '/markdown-page',
    ...docs.map((d) => `/docs/${d}`),
    '/api',
    '/api/changelog',
    ...catalogueSlugs().map((slug) => `/api/${slug}`),
    '/api/schemas',
    ...schemaSlugs().map((slug) => `/api/schemas/${slug}`),
  ];
}

/** A route under a locale's prefix: `/` of he is `/he/`. */
export const localized = (route: string, prefix: string) => (route === '/' ? `${prefix}/` : `${prefix}${route}`);

/** Pre-rendered pages in the build (`root`: the shipped one's by default), to prove nothing beyond the described routes was emitted by mistake. */
export function builtPages(root = clientDir()): string[] {
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('index.html'))
    .map((f) => `/${path.dirname(f)}`.replace(/\/\.$/, '/'));
}

/**
 * The variant site (the variant project of playwright.config.ts, built by scripts/test.ts): the
 * whole site of a public spec of another shape than ours (tests/fixtures/publicSpec.ts), built
 * by `npm run site-from-spec` in this copy of the project (E2E_VARIANT_SITE), with the
 * configuration variant, for the base path {@link VARIANT_BASE} of the origin
 * {@link VARIANT_SITE_URL}.
 */
export const VARIANT_SITE = process.env.E2E_VARIANT_SITE ?? '.cache/public-spec';

/** The variant site's build, as served. */
export const variantClientDir = () => clientDir(path.join(VARIANT_SITE, 'dist'));

/** The base path the variant site is built with and served under (BASE_PATH and E2E_VARIANT_BASE in scripts/test.ts). */
export const VARIANT_BASE = process.env.E2E_VARIANT_BASE ?? '/';

/** The site configuration's origin (site/config/siteConfig.ts), which SITE_URL overrides. */
export const CONFIGURED_SITE_URL = 'https://docs.buildonblockchain.dev';

/** The origin the variant site is built for (SITE_URL and E2E_VARIANT_SITE_URL in scripts/test.ts). */
export const VARIANT_SITE_URL = process.env.E2E_VARIANT_SITE_URL ?? CONFIGURED_SITE_URL;

/** A site path of the variant site as the browser asks for it: `/api` → `/docs/api`. */
export const variantPath = (path: string) => VARIANT_BASE + path.slice(1);

/** A site path of the variant site as its public URL: `/api` → `https://docs.example.com/docs/api`. */
export const variantUrl = (path: string) => VARIANT_SITE_URL + variantPath(path);

/** The variant site's OpenAPI document, as the site offers it for download. */
const variantDocument = () => JSON.parse(readFileSync(path.join(VARIANT_SITE, 'site/generated/openapi.json'), 'utf8')) as OpenApiDocument;

/** The variant site's operations and webhooks, and their pages: each slug by the generator's own rule, with its summary (the page's heading). */
export function variantOperations() {
  const operations = collectOperations(variantDocument());
  return { operations, pages: resolveOperationSlugs(operations).map((slug, i) => ({ slug, summary: String(operations[i]!.operation.summary ?? '') })) };
}

/** The variant site's named schemas and their pages' slugs (issue 34). */
export function variantSchemas() {
  const names = Object.keys(variantDocument().components?.schemas ?? {});
  return resolveSchemaSlugs(names).map((slug, i) => ({ slug, name: names[i]! }));
}

/**
 * The operation page of the variant site that its *.variant.spec.ts visit (ours had /api/login
 * and /api/brand-add-member): the first operation with a required parameter of its own, whose
 * marker once failed AA in dark mode (issue 20). In train-travel, get-trips ("Get available
 * train trips": origin, destination and date required).
 */
export function variantOperation(): { slug: string; summary: string } {
  const { operations, pages } = variantOperations();
  const index = operations.findIndex(({ kind, operation }) => kind === 'operation' && ((operation.parameters ?? []) as { required?: boolean }[]).some((parameter) => parameter.required === true));
  if (index < 0) throw new Error(`The variant site's spec (${VARIANT_SITE}) has no operation with a required parameter of its own.`);
  return pages[index]!;
}
