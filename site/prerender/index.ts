import { renderPage } from 'vike/server';
import type { PageContextServer } from 'vike/types';
import { fileWriter } from '../../scripts/build/fileWriter.ts';
import { buildOutDir, clientDir } from '../../scripts/build/outDir.mjs';
import { highlightCache, pageCache, type CachedPage } from '../../scripts/build/pageCache.ts';
import { askForShare, sendSearchDocument, type PageUrl, type Shard, type ShardTask } from '../../scripts/build/prerenderThreads.ts';
import { searchDocument } from '../../scripts/search/searchDocument.ts';
import { withBase } from '../config/base.ts';
import { keepHighlights } from '../content-pipeline/highlight.ts';
import { lang } from '../config/head.ts';
import { siteFileWriter, type SiteFileWriter } from '../site-files/index.ts';
import { collector } from './collector.ts';
import { markupOnce } from './markupOnce.ts';
import { htmlFile, jsonFile } from './outputFiles.ts';
import { withPageHtml } from './pageHtmlApart.ts';

export { htmlFile, jsonFile };
export { failureReport } from './failureReport.ts';

/** Pages rendered at once: while one waits (on its data, a grammar loading), the next renders. */
const AT_ONCE = 16;

/**
 * The entry of a pre-rendering thread (scripts/build/prerenderShard.mjs), bundled with the
 * pages so that it shares their modules: renders the pages the build found in neither its output
 * nor the pages' cache (scripts/build/prerenderAfterBuild.ts), through Vike's production server,
 * and writes what Vike's own pre-rendering would: each page's HTML and, for client-side
 * navigation, its `index.pageContext.json` (taken from the HTML, {@link pageData}). It starts with
 * the pages of its task (the first part's: those made from site/content and the not-found pages),
 * then asks the build for shares of the rest until none is left
 * (scripts/build/prerenderThreads.ts). Each page's search document goes to the build's search
 * index, its Markdown beside it (site/site-files), and what it wrote to the pages' cache under the
 * page's key, as does the code it highlights under the render key (and the code kept there is not
 * highlighted again); the part told to also writes the sitemap and llms.txt. Nothing of a page is kept
 * once it is written, so memory does not grow with the number of pages. A page that fails to
 * render fails the build, naming it.
 */
export async function prerenderPart(part: Shard, task: ShardTask): Promise<void> {
  const write = fileWriter(clientDir(buildOutDir()));
  const urls: PageUrl[] = [...task.pages];
  // The docs are compiled only by a part given pages made from them, or the files about every page.
  const siteFiles = await siteFileWriter(task.sitePaths);
  const collection = collector();
  const cache = task.cache && pageCache(task.cache.dir);
  const highlights = task.cache && highlightCache(task.cache.dir, task.cache.render, part.index);
  if (highlights) keepHighlights(highlights);
  let next = 0;
  let markdownPages = 0;
  let exhausted = false;
  let asking: Promise<void> | undefined;
  /** The next page to render (taken at once when there is one), asking the build for a share when this part's are all taken; undefined once none is left. */
  const take = async (): Promise<PageUrl | undefined> => {
    while (next >= urls.length && !exhausted) {
      asking ??= askForShare().then((share) => {
        asking = undefined;
        if (share) urls.push(...share);
        else exhausted = true;
      });
      await asking;
    }
    return urls[next++];
  };
  const renderInTurn = async () => {
    for (let page = await take(); page; page = await take()) {
      const made = await renderOutputs(page, siteFiles);
      for (const [file, text] of made.files) write(file, text);
      if (page.order !== undefined) sendSearchDocument(page.order, htmlFile(page.url, false), made.document);
      if (cache && page.key !== undefined) cache.put(page.key, made);
      if (made.files.some(([file]) => file.endsWith('.md'))) markdownPages++;
      collection.pageRendered();
    }
  };
  await Promise.all(Array.from({ length: AT_ONCE }, renderInTurn));
  highlights?.flush();
  if (task.index) {
    const files = await siteFiles.indexFiles();
    for (const [file, text] of files) write(file, text);
    if (cache && task.index.key !== undefined) cache.put(task.index.key, { files, document: null });
  }
  console.log(`✓ ${urls.length} pages pre-rendered, ${markdownPages} as Markdown${task.index ? ', the sitemap and llms.txt' : ''} (part ${part.index + 1} of ${part.count})`);
}

/** What the page `page` is made into: its HTML, its data for client-side navigation, its Markdown (if it has one) and its search document. */
async function renderOutputs({ url, order }: PageUrl, siteFiles: SiteFileWriter): Promise<CachedPage> {
  const is404 = order === undefined;
  const { pageContext, body } = await render(url, is404 ? 404 : 200);
  if (is404) {
    release(pageContext);
    return { files: [[htmlFile(url, true), body]], document: null };
  }
  const files: CachedPage['files'] = [
    [htmlFile(url, false), body],
    [jsonFile(url), pageData(body, url)],
  ];
  const document = pageSearchDocument(body, lang(pageContext), url);
  release(pageContext);
  const markdown = await siteFiles.markdown(url);
  if (markdown) files.push(markdown);
  return { files, document };
}

/** A page's search document (scripts/search/searchDocument.ts; null for none), or why the build fails, naming the page. */
export function pageSearchDocument(html: string, lang: string, url: string): string | null {
  try {
    return searchDocument(html, lang) ?? null;
  } catch (error) {
    throw new Error(`Pre-rendering ${url}: no search document could be made of its HTML`, { cause: error });
  }
}

/**
 * A page rendered by Vike's server, with the status it must have: anything else fails the build.
 * A locale's home (`/he/`) is asked for as Vike's server routes it, without the trailing slash.
 */
async function render(url: string, status: number): Promise<{ pageContext: PageContextServer; body: string }> {
  const pageContext = (await renderPage({ urlOriginal: withBase(url.replace(/(.)\/$/, '$1')), pageHtmlApart: true, markupOnce })) as PageContextServer;
  return { pageContext, body: withPageHtml(renderedBody(pageContext, url, status), pageContext.pageHtml) };
}

/** What Vike's server answered for `url`, or why the build fails: its error, or a status other than `status`. */
export function renderedBody(answer: { httpResponse?: { statusCode: number; body: string } | null; errorWhileRendering?: unknown }, url: string, status: number): string {
  if (answer.errorWhileRendering) throw new Error(`Pre-rendering ${url} failed`, { cause: answer.errorWhileRendering });
  if (answer.httpResponse?.statusCode !== status) throw new Error(`Pre-rendering ${url} answered ${answer.httpResponse?.statusCode ?? 'nothing'}, not ${status}`);
  return answer.httpResponse.body;
}

/**
 * Lets go of a written page's HTML and data. Vike runs each request in an AsyncLocalStorage
 * store holding its pageContext, and every promise made while it renders keeps that store: the
 * pages' memos (highlighted code, an operation's samples) are such promises, kept for the whole
 * build, and held most pages' contexts (GitHub's spec: ~150 MB of HTML in each process). (An
 * operation page's article is not among what Vike returns: only the hooks' `data` is.)
 */
function release(pageContext: PageContextServer): void {
  const held = pageContext as Partial<Record<'httpResponse' | 'data' | 'pageHtml', unknown>>;
  delete held.httpResponse;
  delete held.data;
  delete held.pageHtml;
}

/** The page data Vike puts in a page's HTML for hydration: {@link pageData}. */
const PAGE_DATA = /<script id="vike_pageContext" type="application\/json">([^]*?)<\/script>/;

/**
 * A page's data for client-side navigation (`index.pageContext.json`), as Vike puts it in the
 * page's HTML for hydration: the same values (tested over every page), JSON escaped for HTML. Asking
 * Vike's server for it rendered each page's data twice: a process took ~30 % longer.
 */
export function pageData(html: string, url: string): string {
  const data = PAGE_DATA.exec(html)?.[1];
  if (data === undefined) throw new Error(`Pre-rendering ${url}: the page has no data for client-side navigation (Vike's <script id="vike_pageContext">)`);
  return data;
}
