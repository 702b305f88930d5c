import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { LocaleCode } from '../config/schema.ts';
import { LOCALES } from '../i18n/locale.ts';
import { compileMarkdown, type CompiledMarkdown, type Source } from './compileMarkdown.ts';
import { BlogFrontMatter, ContentError, DocFrontMatter, HomeFrontMatter, PageFrontMatter, parseFrontMatter, parseLocatedYaml, type HomeFrontMatter as Home } from './frontMatter.ts';
import { builtFiles, CONTENT_ROOT as ROOT, listContent, type ContentListing, pagesByFile, publicFiles, siteRoutes } from './siteRoutes.ts';

export interface Fallback {
  /** True when the locale has no translation of this page and shows the English text. */
  fallback: boolean;
}

export interface Doc extends CompiledMarkdown, Fallback, Source {
  id: string;
  path: string;
  category: string;
  title: string;
  description?: string;
  sidebarLabel: string;
  position: number;
}

export const Author = z.strictObject({ name: z.string(), title: z.string(), url: z.string().url(), imageUrl: z.string() });
export type Author = z.infer<typeof Author> & { key: string };

export interface BlogPost extends CompiledMarkdown, Fallback, Source {
  slug: string;
  path: string;
  title: string;
  description?: string;
  date: string;
  authors: Author[];
  tags: string[];
  /** Whether the post has more than its excerpt. */
  truncated: boolean;
}

export interface Page extends CompiledMarkdown, Fallback {
  title: string;
  description?: string;
}

export interface HomeContent extends Fallback, Home {
  html: string;
}

export interface LocaleContent {
  home: HomeContent;
  markdownPage: Page;
  /** In sidebar order. */
  docs: Doc[];
  /** Newest first. */
  posts: BlogPost[];
}

let loading: Promise<Record<LocaleCode, LocaleContent>> | undefined;

/** Every page of site/content in every locale, compiled once per build. */
export function loadContent(): Promise<Record<LocaleCode, LocaleContent>> {
  return (loading ??= compileContent(ROOT));
}

/**
 * The development server's recompilation after an edit of site/content (scripts/dev): the pages
 * get the new content once it compiles; when it does not, they keep the last good one and the
 * error goes to the caller, which shows it (issue 18).
 */
export async function reloadContent(): Promise<void> {
  const next = compileContent(ROOT);
  await next;
  loading = next;
}

/**
 * Compiles a content tree (`root/<locale>/…`, `root/authors.yaml`). English is the list of
 * pages; a page another locale lacks is the English file, marked as a fallback.
 */
export async function compileContent(root: string): Promise<Record<LocaleCode, LocaleContent>> {
  const listing = listContent(root);
  const built = builtFiles(listing);
  const links = { routes: siteRoutes(listing), files: new Set([...publicFiles(), ...built.site]), localeFiles: built.perLocale, pagesByFile: pagesByFile(listing) };
  const authors = loadAuthors(root);
  const entries = await Promise.all(LOCALES.map(async (locale) => [locale, await compileLocale(root, locale, listing, links, authors)] as const));
  return Object.fromEntries(entries) as Record<LocaleCode, LocaleContent>;
}

async function compileLocale(root: string, locale: LocaleCode, listing: ContentListing, links: Pick<Parameters<typeof compileMarkdown>[0], 'routes' | 'files' | 'localeFiles' | 'pagesByFile'>, authors: Map<string, Author>): Promise<LocaleContent> {
  const read = (relative: string) => {
    const own = path.join(root, locale, relative);
    const file = existsSync(own) ? own : path.join(root, 'en', relative);
    const named = path.relative(process.cwd(), file);
    return { file: named, source: readContentFile(named), fallback: file !== own };
  };
  const compile = async <T extends z.ZodType>(relative: string, schema: T) => {
    const { file, source, fallback } = read(relative);
    const { data, bodyLine } = parseFrontMatter(file, source, schema);
    const lines = source.split('\n');
    const markdown = [...Array(bodyLine - 1).fill(''), ...lines.slice(bodyLine - 1)].join('\n');
    return { data: data as z.infer<T>, fallback, file, ...(await compileMarkdown({ file, markdown, locale, at: relative, ...links })) };
  };

  const home = await compile('home.md', HomeFrontMatter);
  const markdownPage = await compile('markdown-page.md', PageFrontMatter);

  const docs = await Promise.all(
    listing.docs.map(async (id): Promise<Doc> => {
      const { data, ...compiled } = await compile(`docs/${id}.md`, DocFrontMatter);
      return {
        ...compiled,
        id,
        path: `/docs/${id}`,
        category: id.includes('/') ? id.split('/')[0]! : '',
        title: data.title,
        ...(data.description ? { description: data.description } : {}),
        sidebarLabel: data.sidebar_label ?? data.title,
        position: data.sidebar_position ?? Number.MAX_SAFE_INTEGER,
      };
    }),
  );
  docs.sort((a, b) => a.category.localeCompare(b.category) || a.position - b.position || a.id.localeCompare(b.id));

  const posts = await Promise.all(
    [...listing.posts.keys()].map(async (name): Promise<BlogPost> => {
      const { data, file, ...compiled } = await compile(`blog/${name}.md`, BlogFrontMatter);
      for (const key of data.authors) {
        if (!authors.has(key)) throw new ContentError(file, frontMatterLine(file, 'authors'), `unknown author "${key}" (authors.yaml has ${[...authors.keys()].join(', ')})`);
      }
      const date = data.date instanceof Date ? data.date.toISOString().slice(0, 10) : (data.date ?? name.slice(0, 10));
      return {
        ...compiled,
        slug: data.slug,
        path: `/blog/${data.slug}`,
        title: data.title,
        ...(data.description ? { description: data.description } : {}),
        date,
        authors: data.authors.map((key) => authors.get(key)!),
        tags: data.tags,
        truncated: compiled.excerptHtml !== compiled.html,
      };
    }),
  );
  posts.sort((a, b) => b.date.localeCompare(a.date));

  const { data: homeData, html: homeHtml, fallback: homeFallback } = home;
  const { source: _source, ...page } = markdownPage;
  return {
    home: { ...homeData, html: homeHtml, fallback: homeFallback },
    markdownPage: { ...page, title: markdownPage.data.title, ...(page.data.description ? { description: page.data.description } : {}) },
    docs,
    posts,
  };
}

function loadAuthors(root: string): Map<string, Author> {
  const file = path.join(root, 'authors.yaml');
  const relative = path.relative(process.cwd(), file);
  const authors = parseLocatedYaml(relative, readContentFile(relative), z.record(z.string(), Author));
  return new Map(Object.entries(authors).map(([key, author]) => [key, { ...author, key }]));
}

/**
 * A file of site/content as text. It must be UTF-8: one saved in another encoding is refused at
 * the line of its first byte that is not, rather than built with replacement characters in its
 * words. A byte-order mark (some Windows editors write one) is dropped: the front matter's `---`
 * must start the file.
 */
function readContentFile(file: string): string {
  const bytes = readFileSync(file);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    const text = new TextDecoder('utf-8').decode(bytes);
    const line = text.slice(0, text.indexOf('\uFFFD')).split('\n').length;
    throw new ContentError(file, line, 'not UTF-8: save the file as UTF-8');
  }
}

function frontMatterLine(file: string, key: string): number {
  const index = readFileSync(file, 'utf8').split('\n').findIndex((line) => line.startsWith(`${key}:`));
  return index + 1 || 1;
}
