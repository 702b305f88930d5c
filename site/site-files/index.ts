import { BASE_URL, SITE_URL } from '../config/base.ts';
import { LLMS_FULL_LIST } from '../../scripts/build/siteFiles.ts';
import { markdownPath } from './llmsTxt.ts';
import { robotsNotice } from './sitemap.ts';
import { siteFiles, sitemapUrl } from './siteFiles.ts';

/** What a pre-rendering thread writes beside the pages: {@link siteFileWriter}. */
export interface SiteFileWriter {
  /** The Markdown of the page at `url` (`/zh/api/login`), if it has one: its file in the site and its text. */
  markdown(url: string): Promise<[file: string, text: string] | undefined>;
  /** sitemap.xml, robots.txt, each locale's llms.txt and the list llms-full.txt is joined from: each file's path in the site and its text. */
  indexFiles(): Promise<[file: string, text: string][]>;
}

/**
 * The files that make the site found and read beyond its pages (issue 19), for the pre-rendering
 * to write into the built site (site/prerender): sitemap.xml and robots.txt for search engines; for AI assistants and offline
 * readers, each docs, blog and operation page as Markdown beside its HTML (`/api/login.md`,
 * `/zh/docs/intro.md`), and per locale llms.txt (their list, grouped as the sidebars group them)
 * and llms-full.txt (all of them in one file): ./siteFiles.ts. `paths` are the site paths the
 * process may render (all of them for the one that writes the index).
 * A pre-rendering thread writes each page's Markdown right after its HTML, while the page's data
 * is at hand (written after all of them, every operation was read again); llms-full.txt is joined
 * from the files once every process is done (scripts/build/siteFiles.ts): one process making all
 * the Markdown took a spec of 1,250 operations ~30 s longer than the others.
 */
export async function siteFileWriter(paths: readonly string[]): Promise<SiteFileWriter> {
  const files = await siteFiles(paths);
  const markdown = new Map(files.filter((file) => file.page !== undefined).map((file) => [file.file, file]));
  return {
    async markdown(url) {
      const file = markdown.get(markdownPath(url));
      return file && [file.file, await file.text()];
    },
    async indexFiles() {
      const full: Record<string, string[]> = {};
      const index: [string, string][] = [];
      for (const { file, text, page, parts } of files) {
        if (page !== undefined) continue;
        if (parts) full[file.slice(1)] = parts.map((part) => part.slice(1));
        else index.push([file.slice(1), await text()]);
      }
      index.push([LLMS_FULL_LIST, JSON.stringify(full)]);
      const notice = robotsNotice(SITE_URL, BASE_URL, sitemapUrl());
      if (notice) console.warn(notice);
      return index;
    },
  };
}
