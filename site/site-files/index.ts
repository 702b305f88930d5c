import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { BASE_URL, SITE_URL } from '../config/base.ts';
import { siteConfig } from '../config/siteConfig.ts';
import { localizePath, LOCALES } from '../i18n/locale.ts';
import { llmsTxt, markdownPath } from './llmsTxt.ts';
import { markdownSections } from './markdownPages.ts';
import { robotsTxt, sitemapXml } from './sitemap.ts';

/**
 * The files that make the site found and read beyond its pages (issue 19), written into the
 * built site `dir`: sitemap.xml and robots.txt for search engines; for AI assistants and offline
 * readers, each docs, blog and operation page as Markdown beside its HTML (`/api/login.md`,
 * `/zh/docs/intro.md`), and per locale llms.txt (their list, grouped as the sidebars group them)
 * and llms-full.txt (all of them in one file). `paths` are the site paths the build pre-renders.
 */
export async function writeSiteFiles(dir: string, paths: readonly string[]): Promise<void> {
  const started = performance.now();
  let pages = 0;
  // Written at once rather than one after the other (each waiting for the last took seconds on
  // a busy machine), each folder made once.
  const folders = new Map<string, Promise<unknown>>();
  const writes: Promise<void>[] = [];
  const write = (file: string, text: string) => {
    const folder = path.dirname(path.join(dir, file));
    if (!folders.has(folder)) folders.set(folder, mkdir(folder, { recursive: true }));
    writes.push(folders.get(folder)!.then(() => writeFile(path.join(dir, file), text)));
  };
  write('sitemap.xml', sitemapXml(paths));
  write('robots.txt', robotsTxt(`${SITE_URL}${BASE_URL}sitemap.xml`));
  const built = new Set(paths);
  for (const locale of LOCALES) {
    const sections = await markdownSections(locale, built);
    const full: string[] = [];
    for (const page of sections.flatMap((section) => section.pages)) {
      const markdown = await page.markdown();
      full.push(markdown);
      pages++;
      write(markdownPath(localizePath(page.path, locale)), markdown);
    }
    const home = localizePath('/', locale);
    write(`${home}llms.txt`, llmsTxt(siteConfig.title, siteConfig.tagline, sections, locale));
    write(`${home}llms-full.txt`, full.join('\n'));
  }
  await Promise.all(writes);
  console.log(`✓ sitemap, llms.txt and ${pages} pages as Markdown in ${Math.round(performance.now() - started)} ms`);
}
