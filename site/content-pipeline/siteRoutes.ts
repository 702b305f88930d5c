import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { routes as apiRoutes, schemaRoutes } from '../generated/routes.ts';
import { BLOG_TAGS, ContentError } from './frontMatter.ts';

// The build runs from the repository root (npm scripts), also after Vike bundles this file.
export const CONTENT_ROOT = path.resolve('site/content');
/** What the site serves as it is (Vite's publicDir: vite.config.ts). */
export const PUBLIC_ROOT = path.resolve('site/public');

/**
 * What site/content makes pages of, read once: the docs' ids (`tutorial-basics/create-a-page`)
 * and the posts' slugs by their files' names (without `.md`). Only file names and a post's `slug`
 * line, so the build lists the pages without compiling them. The functions below take it.
 */
export interface ContentListing {
  docs: string[];
  posts: Map<string, string>;
}

export const listContent = (root = CONTENT_ROOT): ContentListing => ({ docs: listMarkdown(path.join(root, 'en/docs')), posts: postSlugs(path.join(root, 'en/blog')) });

/**
 * Site paths (no locale prefix) of every page: what pages can link to, and what the build
 * pre-renders (scripts/build/pageList.ts).
 */
export function siteRoutes(listing = listContent()): Set<string> {
  const { docs, posts, overview, operations, schemas } = markdownRoutes(listing);
  return new Set([
    '/',
    '/markdown-page',
    '/blog',
    '/blog/archive',
    '/blog/tags',
    ...BLOG_TAGS.map((tag) => `/blog/tags/${tag}`),
    ...docs,
    ...posts,
    ...overview,
    '/api/changelog',
    ...operations,
    // The named schemas' pages and their index, when the spec names any (issue 34).
    ...(schemas.length ? ['/api/schemas'] : []),
    ...schemas,
  ]);
}

/**
 * The pages that are also Markdown, `/docs/intro.md` beside `/docs/intro` (site/site-files): the
 * docs, the posts, the API's overview, the operations and the named schemas (issues 19, 34).
 */
function markdownRoutes({ docs, posts }: ContentListing) {
  return {
    docs: docs.map((id) => `/docs/${id}`),
    posts: [...posts.values()].map((slug) => `/blog/${slug}`),
    overview: ['/api'],
    operations: Object.keys(apiRoutes).map((slug) => `/api/${slug}`),
    schemas: Object.keys(schemaRoutes).map((slug) => `/api/schemas/${slug}`),
  };
}

/**
 * The page each Markdown file of a locale's content makes, by its path there: `docs/intro.md` →
 * `/docs/intro`, a post's file → its slug's page, `markdown-page.md`, `home.md`. What a link to a
 * file leads to (`[Create a page](./create-a-page.md)`, as Docusaurus sites write them:
 * ./remarkLinks.ts).
 */
export function pagesByFile({ docs, posts }: ContentListing): Map<string, string> {
  return new Map([
    ['home.md', '/'],
    ['markdown-page.md', '/markdown-page'],
    ...docs.map((id): [string, string] => [`docs/${id}.md`, `/docs/${id}`]),
    ...[...posts].map(([name, slug]): [string, string] => [`blog/${name}.md`, `/blog/${slug}`]),
  ]);
}

/**
 * What the build writes beside the pages, which a page may link to as to a file of site/public
 * (site/content-pipeline/remarkLinks.ts): once for the site, the spec's downloads
 * (generator/output/specDownloads.mjs), the sitemap and robots.txt; in each locale, llms.txt,
 * llms-full.txt and each page's Markdown (site/site-files).
 */
export function builtFiles(listing: ContentListing): { site: Set<string>; perLocale: Set<string> } {
  return {
    site: new Set(['/openapi.json', '/openapi.yaml', '/sitemap.xml', '/robots.txt']),
    perLocale: new Set(['/llms.txt', '/llms-full.txt', ...Object.values(markdownRoutes(listing)).flat().map((route) => `${route}.md`)]),
  };
}

/** The files of `dir` (site/public) as the site serves them: `/img/logo.svg`. What an image, or a link, may lead to. */
export function publicFiles(dir = PUBLIC_ROOT): Set<string> {
  return new Set(readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).map((entry) => `/${path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')}`));
}

/** Whether a site path (without locale) is the API reference's: its pages need none of site/content. */
export const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/');

/** Markdown files under `dir`, as ids without extension (`tutorial-basics/create-a-page`). */
export function listMarkdown(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.md'))
    .map((f) => f.slice(0, -3).split(path.sep).join('/'))
    .sort();
}

/**
 * The posts' slugs by their files' names (without `.md`): each post's `slug`, or its file name
 * without the date. Two posts of one slug would be one page, the other lost: the second is
 * refused, at its slug's line.
 */
function postSlugs(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  const slugs = new Map<string, string>();
  for (const name of listMarkdown(dir)) {
    const file = path.relative(process.cwd(), path.join(dir, `${name}.md`));
    const lines = readFileSync(file, 'utf8').split('\n');
    const at = lines.findIndex((line) => /^slug:\s*\S+\s*$/.test(line));
    const slug = at === -1 ? name.slice(11) : lines[at]!.replace(/^slug:/, '').trim();
    const other = files.get(slug);
    if (other !== undefined) throw new ContentError(file, at + 1 || 1, `the slug "${slug}" is ${other}'s too: each post needs a slug of its own`);
    files.set(slug, file);
    slugs.set(name, slug);
  }
  return slugs;
}
