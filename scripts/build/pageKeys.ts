import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SCHEMAS_PATH } from '../../site/components/api/schemaIndexPath.ts';
import { CHANGELOG_PATH } from '../../site/components/changelog/changelogPath.ts';
import { frontMatterText } from '../../site/content-pipeline/frontMatter.ts';
import { isApiPath, listMarkdown } from '../../site/content-pipeline/siteRoutes.ts';
import { localizePath, LOCALES } from '../../site/i18n/locale.ts';
import { changelogFiles, jsonReader, operationFiles, schemaFiles } from '../../site/pages/api/pageFiles.ts';
import { versionsIn, type History } from '../../site/components/changelog/releaseHistory.ts';
import type { OperationFile } from '../../generator/normalize/model.ts';
import { dataKey, filesHasher, hashFiles, pageKey, sha256, type CacheKeys } from './pageCache.ts';
import type { PageList } from './pageList.ts';
import type { PageUrl } from './prerenderThreads.ts';

/** The data part of the key of a page that reads nothing as it renders that the bundles do not hold. */
const NO_DATA = '';

/**
 * What the pages outside the API reference but the docs' (the blog, the home and not-found pages)
 * are made from besides the bundles: site/content but the docs (the Markdown, its front matter,
 * the authors), which the pre-rendering reads as it renders (site/content-pipeline) and the
 * bundles never hold (./bundleCache.mjs, notBundled). A post edited renders those pages again,
 * not the reference's (issue 35: it rendered all 1,317 pages). One key for all of them: a page
 * shows others' titles and excerpts (the blog's lists, a locale's fallback to English). The docs
 * pages have keys of their own ({@link docsKeys}).
 */
export const contentKey = (root = 'site/content') => hashFiles(readdirSync(root).flatMap((entry) => outsideDocs(root, entry)).sort());

/** `entry` of site/content as the {@link contentKey} takes it: a locale's folder without its docs, anything else whole. */
const outsideDocs = (root: string, entry: string): string[] =>
  (LOCALES as string[]).includes(entry) ? readdirSync(join(root, entry)).filter((name) => name !== 'docs').map((name) => join(root, entry, name)) : [join(root, entry)];

/** The keys of the docs pages ({@link docsKeys}): what every one of them shows of the others, and each page's. */
export interface DocsKeys {
  shown: string;
  page(path: string): string;
}

/**
 * The data of each docs page (`/docs/<id>`, ../../site/pages/docs): its own file in every locale
 * (a locale without one shows the English), and what it shows of the other docs (`shown`), which
 * files there are and their front matter (the sidebar's labels and order, the previous and next
 * pages'), which the files about every page show too. A paragraph edited renders that page again
 * in its locales, not every page of site/content (issue 35: 69 pages); a title edited, every docs
 * page.
 */
export function docsKeys(root = 'site/content'): DocsKeys {
  const dirs = LOCALES.map((locale) => join(root, locale, 'docs'));
  // Each docs file read once, for both keys.
  const texts = new Map(dirs.flatMap((dir) => (existsSync(dir) ? listMarkdown(dir).map((id) => join(dir, `${id}.md`)) : [])).map((file) => [file, readFileSync(file, 'utf8')]));
  const shown = sha256(...[...texts].flatMap(([file, text]) => [file, frontMatterText(text)]));
  const own = (file: string) => {
    const text = texts.get(file);
    return [file, text === undefined ? 'missing' : sha256(text)];
  };
  return { shown, page: (path) => sha256(shown, ...dirs.flatMap((dir) => own(join(dir, `${path.slice('/docs/'.length)}.md`)))) };
}

/**
 * The reference's pages made from the bundles' modules alone: the overview (`info`, the sidebar)
 * and the list of named schemas (the schemas' sidebar). A description edited
 * leaves them as they were (issue 35: half the pages a one-description rebuild rendered).
 */
const FROM_BUNDLES = new Set(['/api', SCHEMAS_PATH]);

/**
 * The release history as the pages that show it read it (site/components/changelog/releaseHistory.ts):
 * its files, its releases and the operations of the latest release (`method path`).
 */
export interface ReleaseHistory extends History {
  files: readonly string[];
}

/** The pages of a build in every locale: per path of the page list, its locales' pages; then the not-found pages'. */
export interface SitePages {
  paths: PageUrl[][];
  notFound: PageUrl[][];
}

/**
 * The pages of `list`, each in every locale, numbered in the search index's order (the page
 * list's, locale by locale; a not-found page has no number), each with its key in the pages'
 * cache when `keys` are given (the generated data read from `dataDir`, the release `history`, the
 * {@link contentKey} and the `docs` pages' keys): the render key, the page's data and its URL. A page's data: an
 * operation's, its generated file, those of the schemas and shared responses it refers to
 * (site/pages/api/pageFiles.ts) and its versions in the history; a named schema's, its file and
 * those of the schemas it reaches; the changelog's, the history's files and those of the
 * operations it names; another page of the reference, all of the data ({@link dataKey}) and the
 * history; the reference's overview and list of schemas, none; a docs page, its own ({@link
 * docsKeys}); the other pages, the content's. The three locales of a page share its data.
 */
export function sitePages(list: PageList, keys?: CacheKeys & { dataDir: string; history: ReleaseHistory; content: string; docs: DocsKeys }): SitePages {
  const { hash: hashData, read: readData } = filesHasher();
  const read = jsonReader(readData);
  let allData: string | undefined;
  const dataOf = (path: string) => {
    if (path.startsWith('/docs/')) return keys!.docs.page(path);
    if (!isApiPath(path)) return keys!.content;
    if (FROM_BUNDLES.has(path)) return NO_DATA;
    const { dataDir, history } = keys!;
    // The changelog: the history, and the files of the operations it names.
    if (path === CHANGELOG_PATH) return hashData([...history.files, ...changelogFiles(dataDir, history.releases, read)]);
    const schema = path.startsWith(`${SCHEMAS_PATH}/`);
    const files = schema ? schemaFiles(path.slice(SCHEMAS_PATH.length + 1), dataDir, read) : operationFiles(path.slice('/api/'.length), dataDir, read);
    // Any other page of the reference: all of the data and the history.
    if (!files) return (allData ??= sha256(dataKey(dataDir), hashData(history.files)));
    if (schema) return hashData(files);
    // An operation's page shows its own versions: a release renders those it changes again.
    const { operation } = read<OperationFile>(files[0]!);
    return sha256(hashData(files), JSON.stringify(versionsIn(history, operation) ?? null));
  };
  const inLocales = (path: string, data: string | undefined, index?: number): PageUrl[] =>
    LOCALES.map((locale, nth) => {
      const url = localizePath(path, locale);
      return { url, path, ...(index === undefined ? {} : { order: index * LOCALES.length + nth }), ...(data === undefined ? {} : { key: pageKey(keys!.render, data, url) }) };
    });
  return {
    paths: list.paths.map((path, index) => inLocales(path, keys && dataOf(path), index)),
    notFound: list.notFound.map((path) => inLocales(path, keys?.content)),
  };
}

/**
 * The key of the files about every page (sitemap.xml, robots.txt, each locale's llms.txt and the
 * list of the Markdown files llms-full.txt joins): the render key, the content's ({@link
 * contentKey}), what the docs show of each other ({@link docsKeys}: their front matter) and the
 * site's paths. They are made from the sidebars, the docs' and posts' front matter, the locale
 * strings and the deployment, never from the API's data nor the docs' text.
 */
export const indexKey = (render: string, content: string, docs: DocsKeys, list: PageList) => sha256('site index', render, content, docs.shown, JSON.stringify(list));

/** The key of the search index: every page's key, in the index's order (a page's key makes its search document). */
export const searchKey = (pages: SitePages) => sha256('search index', ...pages.paths.flat().map((page) => page.key!));

/** The key of the locales' llms-full.txt: the index's key (which Markdown files, in which order) and every page's (what they hold). */
export const llmsFullKey = (index: string, pages: SitePages) => sha256('llms-full.txt', index, ...pages.paths.flat().map((page) => page.key!));
