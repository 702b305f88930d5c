import path from 'node:path';
import { renderPage } from 'vike/server';
import type { PageContextServer } from 'vike/types';
import { fileWriter } from '../../scripts/build/fileWriter.ts';
import { buildOutDir, clientDir } from '../../scripts/build/outDir.mjs';
import { hashFiles, pageCache, pageKey, type CacheKeys, type CachedPage } from '../../scripts/build/pageCache.ts';
import type { PageList } from '../../scripts/build/pageList.ts';
import { askForShare, sendSearchDocument, type Shard, type Share } from '../../scripts/build/prerenderProcesses.ts';
import { searchDocument } from '../../scripts/search/searchDocument.ts';
import { withBase } from '../config/base.ts';
import { lang } from '../config/head.ts';
import { localizePath, LOCALES } from '../i18n/locale.ts';
import { siteFileWriter, type SiteFileWriter } from '../site-files/index.ts';
import { operationFiles } from '../pages/api/@slug/operationPage.ts';
import { schemaFiles } from '../pages/api/schemas/@slug/schemaPage.ts';
import { SCHEMAS_PATH } from '../components/api/schemaIndexPath.ts';
import { isApiPath } from '../content-pipeline/siteRoutes.ts';
import { boundedCache } from '../content-pipeline/boundedCache.ts';
import { collector } from './collector.ts';

/** Pages rendered at once: while one waits (on its data, a grammar loading), the next renders. */
const AT_ONCE = 16;

/**
 * A page to render in one locale: its URL, and its place among the site's pages in every locale
 * (the page list's order, locale by locale), or undefined for a not-found page.
 */
interface PageUrl {
  url: string;
  path: string;
  order?: number;
}

/**
 * The entry of a pre-rendering process (scripts/build/prerenderShard.mjs), bundled with the
 * pages so that it shares their modules: renders the pages the build listed
 * (scripts/build/pageList.ts), each in every locale, through Vike's production server, and
 * writes what Vike's own pre-rendering would: each page's HTML and, for client-side navigation,
 * its `index.pageContext.json` (taken from the HTML, {@link pageData}). The first part renders
 * the pages made from site/content and the not-found pages; then every part asks the build for
 * shares of the rest until none is left (scripts/build/prerenderProcesses.ts). Each page's search
 * document goes to the build's search index, and its Markdown beside it (site/site-files; the
 * first part also writes the sitemap and llms.txt). Nothing of a page
 * is kept once it is written, so memory does not grow with the number of pages. A page that
 * fails to render fails the build, naming it.
 */
export async function prerenderPart(part: Shard, { paths, firstOnly, notFound }: PageList, cacheKeys?: CacheKeys): Promise<void> {
  const site = clientDir(buildOutDir());
  const first = part.index === 0;
  const urls: PageUrl[] = [];
  const add = ([start, end]: Share) => {
    for (let index = start; index < end; index++) LOCALES.forEach((locale, nth) => urls.push({ url: localizePath(paths[index]!, locale), path: paths[index]!, order: index * LOCALES.length + nth }));
  };
  if (first) {
    add([0, firstOnly]);
    urls.push(...notFound.flatMap((page) => LOCALES.map((locale) => ({ url: localizePath(page, locale), path: page }))));
  }
  const write = fileWriter(site);
  // The first part writes the files about every page; the others render API pages alone.
  const siteFiles = await siteFileWriter(write, first ? paths : paths.slice(firstOnly));
  const collection = collector();
  const cache = pagesCache(cacheKeys);
  let next = 0;
  let markdownPages = 0;
  let fromCache = 0;
  let exhausted = false;
  let asking: Promise<void> | undefined;
  /** The next page to render (taken at once when there is one), asking the build for a share when this part's are all taken; undefined once none is left. */
  const take = async (): Promise<PageUrl | undefined> => {
    while (next >= urls.length && !exhausted) {
      asking ??= askForShare().then((share) => {
        asking = undefined;
        if (share) add(share);
        else exhausted = true;
      });
      await asking;
    }
    return urls[next++];
  };
  const renderInTurn = async () => {
    for (let page = await take(); page; page = await take()) {
      const key = cache?.key(page);
      const cached = key === undefined ? undefined : cache!.get(key);
      const made = cached ?? (await renderOutputs(page, siteFiles));
      for (const [file, text] of made.files) write(file, text);
      if (page.order !== undefined) await sendSearchDocument(page.order, htmlFile(page.url, false), made.document);
      if (key !== undefined && !cached) cache!.put(key, made);
      if (cached) fromCache++;
      if (made.files.some(([file]) => file.endsWith('.md'))) markdownPages++;
      collection.pageRendered();
    }
  };
  await Promise.all(Array.from({ length: AT_ONCE }, renderInTurn));
  if (first) await siteFiles.writeIndex();
  const cached = cache ? `, ${fromCache} of them from the cache` : '';
  console.log(`✓ ${urls.length} pages pre-rendered${cached}, ${markdownPages} as Markdown${first ? ', the sitemap and llms.txt' : ''} (part ${part.index + 1} of ${part.count})`);
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
  const document = searchDocument(body, lang(pageContext)) ?? null;
  release(pageContext);
  const markdown = await siteFiles.markdown(url);
  if (markdown) files.push(markdown);
  return { files, document };
}

/**
 * The data part of the key of a page outside the API reference (docs, blog, the home and
 * not-found pages): none. They read no generated data as they render; the route table and the
 * sidebar they link are in the server bundle, part of every page's key.
 */
const NO_DATA = '';

/**
 * The build's cache of pages (scripts/build/pageCache.ts) with the keys the build made, or
 * undefined for a build without it (`--no-cache`): a page's key is its data's and its URL's.
 * The three locales of an operation or a named schema share the hash of its files.
 */
function pagesCache(keys: CacheKeys | undefined) {
  if (!keys) return undefined;
  const pages = pageCache(keys.dir);
  const pageData = boundedCache<string>(16);
  const dataOf = (page: PageUrl): string => {
    if (!isApiPath(page.path) || page.order === undefined) return NO_DATA;
    let data = pageData.get(page.path);
    if (data === undefined) {
      // An operation's or a schema's page: its files; the reference's other pages: all its data.
      const files = dataFiles(page.path);
      pageData.set(page.path, (data = files ? hashFiles(files) : keys.data));
    }
    return data;
  };
  return { key: (page: PageUrl) => pageKey(keys, dataOf(page), page.url), get: pages.get, put: pages.put };
}

/**
 * The files of the API's data a page of the reference is made from, an operation's or a named
 * schema's; undefined for its other pages (the overview lists every operation: all of the data is
 * their key).
 */
const dataFiles = (apiPath: string): string[] | undefined =>
  apiPath.startsWith(`${SCHEMAS_PATH}/`) ? schemaFiles(apiPath.slice(SCHEMAS_PATH.length + 1)) : operationFiles(apiPath.slice('/api/'.length));

/**
 * A page rendered by Vike's server, with the status it must have: anything else fails the build.
 * A locale's home (`/he/`) is asked for as Vike's server routes it, without the trailing slash.
 */
async function render(url: string, status: number): Promise<{ pageContext: PageContextServer; body: string }> {
  const pageContext = await renderPage({ urlOriginal: withBase(url.replace(/(.)\/$/, '$1')) });
  return { pageContext: pageContext as PageContextServer, body: renderedBody(pageContext, url, status) };
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
  const held = pageContext as Partial<Record<'httpResponse' | 'data', unknown>>;
  delete held.httpResponse;
  delete held.data;
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

/** Where a page's HTML goes, as Vike writes it: `/api/ping` → `api/ping/index.html`, a not-found page `/he/404` → `he/404.html`. */
export const htmlFile = (url: string, is404: boolean) => (is404 ? `${url.slice(1)}.html` : path.posix.join(url.slice(1), 'index.html'));

/** Where Vike's client asks for a page's data for client-side navigation: `/api/ping` → `api/ping/index.pageContext.json`. */
export const jsonFile = (url: string) => path.posix.join(url, 'index.pageContext.json').slice(1);
