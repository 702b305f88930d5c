import { fileWriter } from '../../scripts/build/fileWriter.ts';
import { BASE_URL, SITE_URL } from '../config/base.ts';
import { LLMS_FULL_LIST } from '../../scripts/build/siteFiles.ts';
import { robotsNotice } from './sitemap.ts';
import { siteFiles, sitemapUrl } from './siteFiles.ts';

/**
 * The files that make the site found and read beyond its pages (issue 19), written into the
 * built site `dir`: sitemap.xml and robots.txt for search engines; for AI assistants and offline
 * readers, each docs, blog and operation page as Markdown beside its HTML (`/api/login.md`,
 * `/zh/docs/intro.md`), and per locale llms.txt (their list, grouped as the sidebars group them)
 * and llms-full.txt (all of them in one file): ./siteFiles.ts. `paths` are the site paths the build pre-renders.
 * When several processes pre-render, each writes the Markdown of its own pages (`mine`) and one
 * (`index`) the rest, with the list llms-full.txt is made from once every page's Markdown is
 * written (scripts/build/siteFiles.ts): one process making them all took a spec of 1,250
 * operations ~30 s longer than the others, holding every page's Markdown.
 */
export async function writeSiteFiles(dir: string, paths: readonly string[], mine: (path: string) => boolean, index: boolean): Promise<void> {
  const started = performance.now();
  let pages = 0;
  const write = fileWriter(dir);
  const full: Record<string, string[]> = {};
  for (const { file, text, page, parts } of await siteFiles(paths)) {
    if (page !== undefined ? !mine(page) : !index) continue;
    if (parts) full[file.slice(1)] = parts.map((part) => part.slice(1));
    else write(file, await text());
    if (page !== undefined) pages++;
  }
  if (index) {
    write(LLMS_FULL_LIST, JSON.stringify(full));
    const notice = robotsNotice(SITE_URL, BASE_URL, sitemapUrl());
    if (notice) console.warn(notice);
  }
  console.log(`✓ ${index ? 'sitemap, llms.txt and ' : ''}${pages} pages as Markdown in ${Math.round(performance.now() - started)} ms`);
}
