import { joinLlmsFull } from '../../scripts/build/siteFiles.ts';
import { BASE_URL, SITE_URL } from '../config/base.ts';
import { siteRoutes } from '../content-pipeline/siteRoutes.ts';
import { translator } from '../i18n/i18n.tsx';
import { localizePath, LOCALES } from '../i18n/locale.ts';
import { llmsTxt, markdownPath } from './llmsTxt.ts';
import { markdownSections } from './markdownPages.ts';
import { robotsTxt, sitemapXml } from './sitemap.ts';

/** A file of the site beside its pages, made when asked for. */
export interface SiteFile {
  /** Its path in the built site, without the base path: `/sitemap.xml`, `/he/llms.txt`, `/zh/api/login.md`. */
  file: string;
  text: () => Promise<string>;
  /** A page's Markdown: that page (its site path, without locale). */
  page?: string;
  /** llms-full.txt: the pages' Markdown files it joins, in order. */
  parts?: string[];
}

/** Where robots.txt says the sitemap is. */
export const sitemapUrl = () => `${SITE_URL}${BASE_URL}sitemap.xml`;

/**
 * Every file the site has beside its pages (issue 19), for the site `paths` (without locale):
 * sitemap.xml and robots.txt; per locale, each docs, blog and operation page's Markdown, llms.txt
 * in the locale's words, and llms-full.txt. The build writes them (./index.ts) and `npm run dev`
 * answers them on request (scripts/dev/livePreview.ts, {@link siteFile}): one list for both.
 */
export async function siteFiles(paths: readonly string[]): Promise<SiteFile[]> {
  const built = new Set(paths);
  const files: SiteFile[] = [
    { file: '/sitemap.xml', text: async () => sitemapXml(paths) },
    { file: '/robots.txt', text: async () => robotsTxt(sitemapUrl()) },
  ];
  for (const locale of LOCALES) {
    const sections = await markdownSections(locale, built);
    const pages = sections.flatMap((section) => section.pages);
    const home = localizePath('/', locale);
    const markdown = pages.map((page) => ({ file: markdownPath(localizePath(page.path, locale)), text: page.markdown, page: page.path }));
    const t = translator(locale);
    files.push(
      ...markdown,
      { file: `${home}llms.txt`, text: async () => llmsTxt(t('site.title'), t('site.tagline'), sections, locale) },
      // Joined as the build joins the files (scripts/build/siteFiles.ts, writeLlmsFull).
      { file: `${home}llms-full.txt`, text: async () => joinLlmsFull(await Promise.all(pages.map((page) => page.markdown()))), parts: markdown.map(({ file }) => file) },
    );
  }
  return files;
}

/**
 * The site file at `file` (a path of the site, without the base path), made from the sources as
 * the build makes it, for the development server; undefined when there is none. Its pages are every
 * page the site has (the build pre-renders them: scripts/build/pageList.ts).
 */
export async function siteFile(file: string): Promise<string | undefined> {
  return (await siteFiles([...siteRoutes()])).find((candidate) => candidate.file === file)?.text();
}
