import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as pagefind from 'pagefind';

/**
 * Chrome that sits inside a page's searchable content (`data-pagefind-body`) but is not the
 * page's own text. These components are shared, so they are excluded here rather than marked.
 */
const EXCLUDED = [
  '.pagination-nav', // previous/next titles: another page's words
  '.operation-facts', // servers and authentication: the same on every operation
  '.media-type .examples', // JSON examples of the request body
  '.hash-link',
  '.schema-anchor', // the schema viewer's "#" links
  '.copy-button',
];

/** Pagefind's own search UIs (~430 KB): the site has its own box, so they would be dead weight. */
const UNUSED = ['pagefind-ui', 'pagefind-modular-ui', 'pagefind-component-ui'].flatMap((ui) => [`${ui}.js`, `${ui}.css`]).concat('pagefind-highlight.js');

/** What Pagefind wrote: pages per language (`<html lang>`), the bundle's directory. */
export interface SearchIndex {
  outputPath: string;
  pagesByLanguage: Record<string, number>;
}

/** Indexing failed or produced an index that cannot be what the site needs. */
export class SearchIndexError extends Error {
  override name = 'SearchIndexError';
}

/** A search index that pages are added to as they are rendered, written once they all are. */
export interface SiteIndexer {
  /**
   * Adds a page's search document (./searchDocument.ts) at the page's file in the site
   * (`api/ping/index.html`), from which Pagefind makes its URL. Pagefind parses it at once, in
   * its own process, while the next pages render.
   */
  add(sourcePath: string, html: string): void;
  /**
   * Writes the bundle the search box loads to `<site>/pagefind/`, one index per `<html lang>`
   * (Chinese segmented by Pagefind's extended binary), once every added page is in. Only pages
   * with `data-pagefind-body` are indexed: not-found pages and blog lists have none. Throws a
   * {@link SearchIndexError} when Pagefind reports an error or one of `languages` has no page.
   */
  write(site: string, languages: readonly string[]): Promise<SearchIndex>;
}

/**
 * An index on Pagefind's indexing service (started with the first page). The build adds each
 * page as it is pre-rendered (site/prerender, through scripts/build/prerenderProcesses.ts) and
 * writes the index after the last (./writeSearchIndex.ts): the parsing, a third of Pagefind's
 * time, is then done beside the rendering rather than after it.
 */
export function startIndex(): SiteIndexer {
  let created: ReturnType<typeof pagefind.createIndex> | undefined;
  // Pagefind's process starts with the first page, once pre-rendering has started.
  const pagefindIndex = () => {
    if (!created) {
      created = pagefind.createIndex({ excludeSelectors: EXCLUDED });
      created.catch(() => {}); // Awaited by every add and by write, which report it.
    }
    return created;
  };
  const added: Promise<string[]>[] = [];
  return {
    add(sourcePath, html) {
      added.push(
        pagefindIndex()
          .then(({ index }) => index?.addHTMLFile({ sourcePath, content: html }))
          // Kept as the page's errors, reported by write: a rejection left waiting would end the process.
          .then((file) => file?.errors ?? [], (error: unknown) => [`${sourcePath}: ${String(error)}`]),
      );
    },
    async write(site, languages) {
      const outputPath = path.join(site, 'pagefind');
      try {
        const { index, errors } = await pagefindIndex();
        if (!index) throw new SearchIndexError(`Pagefind could not start: ${errors.join('; ') || 'no index'}`);
        const pageErrors = (await Promise.all(added)).flat();
        if (pageErrors.length) throw new SearchIndexError(`Pagefind could not index the pages: ${pageErrors.join('; ')}`);
        if (added.length === 0) throw new SearchIndexError('No page was added to the search index: were any pages pre-rendered?');
        // The files are fetched and written here rather than by Pagefind's writeFiles: its binary
        // answers before its writes are flushed, and closing it then left truncated files (a 64 KB
        // wasm on a loaded machine). Pagefind's own UIs are skipped: the site has its own box.
        const fetched = await index.getFiles();
        if (fetched.errors.length) throw new SearchIndexError(`Pagefind could not produce the index: ${fetched.errors.join('; ')}`);
        await writeInPlace(outputPath, fetched.files.filter((file) => !UNUSED.includes(file.path)));
      } finally {
        await pagefind.close();
      }
      const pagesByLanguage = await readPageCounts(outputPath);
      const empty = languages.filter((language) => !pagesByLanguage[language]);
      if (empty.length) {
        throw new SearchIndexError(
          `The search index has no pages in ${empty.join(', ')} (indexed: ${JSON.stringify(pagesByLanguage)}). ` +
            'Pages are indexed by <html lang> and only where they mark their content with data-pagefind-body.',
        );
      }
      return { outputPath, pagesByLanguage };
    },
  };
}

/** Pagefind names most of its files by their content (`fragment/en_7440dda.pf_fragment`). */
const CONTENT_NAMED = /_[0-9a-f]+\.pf_[a-z]+$/;

/**
 * Writes the bundle over the previous build's, as the site's build does (scripts/build): a file
 * named by its content that is already there, whole, is left as it is, and the files of the
 * previous index that this one does not have are removed. (Most of the files are the same from
 * one build to the next, and creating them anew cost ~0.8 s.)
 */
async function writeInPlace(outputPath: string, files: readonly { path: string; content: Uint8Array }[]): Promise<void> {
  const wanted = new Set(files.map((file) => path.join(outputPath, file.path)));
  const existing = await readdir(outputPath, { recursive: true, withFileTypes: true }).catch(() => []);
  await Promise.all(
    existing.filter((entry) => entry.isFile() && !wanted.has(path.join(entry.parentPath, entry.name))).map((entry) => rm(path.join(entry.parentPath, entry.name))),
  );
  await Promise.all(
    files.map(async (file) => {
      const target = path.join(outputPath, file.path);
      if (CONTENT_NAMED.test(file.path) && (await stat(target).catch(() => undefined))?.size === file.content.length) return;
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, file.content);
    }),
  );
}

/** The page count of each language, from the entry file the browser reads first. */
async function readPageCounts(outputPath: string): Promise<Record<string, number>> {
  const entry = JSON.parse(await readFile(path.join(outputPath, 'pagefind-entry.json'), 'utf8')) as {
    languages: Record<string, { page_count: number }>;
  };
  return Object.fromEntries(Object.entries(entry.languages).map(([language, { page_count }]) => [language, page_count]));
}
