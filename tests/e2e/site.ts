import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import kebabCase from 'lodash.kebabcase';
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

/** Pre-rendered pages in the build, to prove nothing beyond the described routes was emitted by mistake. */
export function builtPages(): string[] {
  return readdirSync(clientDir(), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('index.html'))
    .map((f) => `/${path.dirname(f)}`.replace(/\/\.$/, '/'));
}

/** The base path the configuration variant is built with and served under (BASE_PATH and E2E_VARIANT_BASE in scripts/test.ts). */
export const VARIANT_BASE = process.env.E2E_VARIANT_BASE ?? '/';

/** The site configuration's origin (site/config/siteConfig.ts), which SITE_URL overrides. */
export const CONFIGURED_SITE_URL = 'https://docs.buildonblockchain.dev';

/** The origin the configuration variant is built for (SITE_URL and E2E_VARIANT_SITE_URL in scripts/test.ts). */
export const VARIANT_SITE_URL = process.env.E2E_VARIANT_SITE_URL ?? CONFIGURED_SITE_URL;

/** A site path of the configuration variant as the browser asks for it: `/api` → `/docs/api`. */
export const variantPath = (path: string) => VARIANT_BASE + path.slice(1);

/** A site path of the configuration variant as its public URL: `/api` → `https://docs.example.com/docs/api`. */
export const variantUrl = (path: string) => VARIANT_SITE_URL + variantPath(path);
