import { appendFileSync, createReadStream, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type * as pagefind from 'pagefind';

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

/** Pagefind's Node API, as the `pagefind` package exports it. */
type Pagefind = typeof pagefind;

/**
 * Pagefind's Node API with a service (the `pagefind` binary) of its own. The package keeps one
 * service per module instance, and a service answers one request at a time and writes an index
 * on one core (GitHub's three languages: ~2 s after the last page); a module instance per
 * language gives each language its service, and the languages are written at once.
 */
const PAGEFIND = import.meta.resolve('pagefind');
const pagefindService = (language: string): Promise<Pagefind> => import(`${PAGEFIND}?language=${encodeURIComponent(language)}`);

/** One language's index, on a service of its own, and its pages' errors as they are parsed. */
interface Service {
  service: Promise<Pagefind>;
  index: ReturnType<Pagefind['createIndex']>;
  added: Promise<string[]>[];
}

/** A language of the site: its pages, parsed by its service as they come, or waiting for their turn on disk. */
interface LanguageIndex {
  language: string;
  pages: number;
  parsing?: Service;
  waiting?: WaitingDocuments;
}

/** The `<html lang>` of a search document (./searchDocument.ts), which Pagefind indexes it under. */
const LANG = /<html\s[^>]*?lang="([^"]*)"/i;

/**
 * An index on Pagefind's indexing services, one per language (each started with its language's
 * first page, once pre-rendering has started). The build adds each page as it is pre-rendered
 * (site/prerender, through scripts/build/prerenderThreads.ts) and writes the index after the
 * last (./writeSearchIndex.ts): the parsing, a third of Pagefind's time, is then done beside the
 * rendering rather than after it. The languages' bundles are written as one, as Pagefind writes
 * a site of several languages: their files are named by language, and the entry file lists them all.
 *
 * `inTurn`, for a site too large for its languages' services to hold their pages at once: the
 * first language's pages are parsed as they come, the others' wait on disk (in the order they
 * came), and each language's service parses its pages and makes its bundle in turn, the next
 * one parsing while the one before makes its bundle. The 11,000-operation site's three services
 * held ~1 GB beside the pre-rendering threads (issue 32).
 * The bundles are the same either way.
 */
export function startIndex({ inTurn = false }: { inTurn?: boolean } = {}): SiteIndexer {
  const indexes = new Map<string, LanguageIndex>();
  let waitingRoom: string | undefined;
  const languageIndex = (language: string) => {
    let entry = indexes.get(language);
    if (!entry) {
      const waits = inTurn && indexes.size > 0;
      const room = waits ? (waitingRoom ??= mkdtempSync(path.join(tmpdir(), 'bob-search-'))) : undefined;
      entry = room ? { language, pages: 0, waiting: waitingDocuments(path.join(room, `${indexes.size}.jsonl`)) } : { language, pages: 0, parsing: startService(language) };
      indexes.set(language, entry);
    }
    return entry;
  };
  return {
    add(sourcePath, html) {
      // Pagefind indexes the whole of every page of an index none of whose pages is marked: one
      // language's unmarked pages would be searched.
      if (!html.includes('data-pagefind-body')) return;
      const language = languageIndex(LANG.exec(html.slice(0, 200))?.[1] ?? '');
      language.pages++;
      if (language.waiting) language.waiting.put(sourcePath, html);
      else parse(language.parsing!, sourcePath, html);
    },
    async write(site, languages) {
      const outputPath = path.join(site, 'pagefind');
      let entry: Entry;
      try {
        if (indexes.size === 0) throw new SearchIndexError('No page was added to the search index: were any pages pre-rendered?');
        // Each language's files are written as soon as its bundle is in, while the other services
        // still make theirs (GitHub's tail: ~0.15 s shorter); the files every bundle has (the
        // script, the WebAssembly) once; the entry file, which lists every language, last; then
        // what the previous index had and this one does not goes.
        const written = new Set<string>([ENTRY]);
        const languages = [...indexes.values()];
        // A language whose documents wait on disk is parsed while the language before it makes
        // its bundle, rather than after: a service holds ~24 KB a page as it parses, a bundle in
        // the making ~85 KB a page more, so one language parsing beside one bundle fits where two
        // bundles did not (GitHub's three languages after its pages: 29.2 and 31.7 s → 22.2 and 24.0 s).
        const parsed = new Map<LanguageIndex, Promise<Service>>();
        const parse = (language: LanguageIndex) => {
          let done = parsed.get(language);
          if (!done) {
            const service = (language.parsing ??= startService(language.language));
            done = language.waiting ? parseAll(service, language.waiting).then(() => service) : Promise.resolve(service);
            done.catch(() => {}); // Awaited by its language's turn, which reports it.
            parsed.set(language, done);
          }
          return done;
        };
        const entries = await inTurns(languages, async (language) => {
          const parsing = await parse(language);
          const next = languages[languages.indexOf(language) + 1];
          if (next) parse(next);
          const files = await languageBundle(parsing);
          // Its service's memory goes before the next language's bundle is made.
          await parsing.service.then((api) => api.close());
          const own = files.filter((file) => !written.has(file.path) && !UNUSED.includes(file.path));
          for (const file of own) written.add(file.path);
          await writeInPlace(outputPath, own);
          return files.find((file) => file.path === ENTRY)!;
        });
        entry = mergeEntries(entries);
        await writeInPlace(outputPath, [{ path: ENTRY, content: new TextEncoder().encode(JSON.stringify(entry)) }]);
        await removeOthers(outputPath, new Set([...written].map((file) => path.join(outputPath, file))));
      } finally {
        // A service that did not load has nothing to close (and its error is the one reported).
        await Promise.all([...indexes.values()].map(({ parsing }) => parsing?.service.then((api) => api.close(), () => {})));
        await servicesEnded();
        if (waitingRoom) rmSync(waitingRoom, { recursive: true, force: true });
      }
      // The page count of each language, from the entry file the browser reads first.
      const pagesByLanguage = Object.fromEntries(Object.entries(entry.languages).map(([language, { page_count }]) => [language, page_count]));
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

/** Starts a language's service and its index (their failure is reported by write). */
function startService(language: string): Service {
  const service = pagefindService(language);
  const index = service.then((api) => api.createIndex({}));
  index.catch(() => {}); // Awaited by every add and by write, which report it.
  return { service, index, added: [] };
}

/** Gives a page's document to a language's service, which parses it while the next pages come. */
function parse({ index, added }: Service, sourcePath: string, html: string): void {
  added.push(
    index
      .then(({ index }) => index?.addHTMLFile({ sourcePath, content: html }))
      // Kept as the page's errors, reported by write: a rejection left waiting would end the process.
      .then((file) => file?.errors ?? [], (error: unknown) => [`${sourcePath}: ${String(error)}`]),
  );
}

/** Documents kept on disk, in the order they came, until their language's turn. */
interface WaitingDocuments {
  put(sourcePath: string, html: string): void;
  documents(): AsyncIterable<[sourcePath: string, html: string]>;
}

/** Appended in pieces of about this size: one write per ~100 pages. */
const WRITE_AT = 1 << 20;

function waitingDocuments(file: string): WaitingDocuments {
  let pending: string[] = [];
  let size = 0;
  const flush = () => {
    appendFileSync(file, pending.join(''));
    pending = [];
    size = 0;
  };
  return {
    put(sourcePath, html) {
      const line = `${JSON.stringify([sourcePath, html])}\n`;
      pending.push(line);
      size += line.length;
      if (size >= WRITE_AT) flush();
    },
    async *documents() {
      flush();
      for await (const line of createInterface({ input: createReadStream(file), crlfDelay: Infinity })) yield JSON.parse(line) as [string, string];
    },
  };
}

/** How many documents a service is given before the ones given to it are parsed: what waits in memory. */
const IN_FLIGHT = 64;

/** Gives a service the documents that waited for it, in their order. */
async function parseAll(service: Service, waiting: WaitingDocuments): Promise<void> {
  for await (const [sourcePath, html] of waiting.documents()) {
    parse(service, sourcePath, html);
    if (service.added.length % IN_FLIGHT === 0) await Promise.all(service.added.slice(-IN_FLIGHT));
  }
}

/**
 * Waits (a second at most) until the Pagefind services this process started have ended and been
 * reaped. Pagefind's `close` kills a service without waiting for it, and a build that ended first
 * left it to end on its own: its CPU time (GitHub's site: ~5 s) then counted with no process's
 * children, and `npm run bench` saw it in some runs and not in others. Linux only (the services
 * are found in /proc); elsewhere it returns at once.
 */
async function servicesEnded(): Promise<void> {
  const deadline = performance.now() + 1000;
  while (performance.now() < deadline && liveServices() > 0) await new Promise((resolve) => setTimeout(resolve, 5));
}

/** How many of this process's children are Pagefind's binaries (0 where /proc does not tell). */
function liveServices(): number {
  const read = (file: string) => {
    try {
      return readFileSync(file, 'utf8');
    } catch {
      return '';
    }
  };
  const children = read(`/proc/${process.pid}/task/${process.pid}/children`).split(' ').filter(Boolean);
  return children.filter((pid) => read(`/proc/${pid}/comm`).startsWith('pagefind')).length;
}

/**
 * How many pages' bundles may be in the making at once. Making a bundle takes a service ~85 KB a
 * page beyond what its pages hold (4,000 pages: 121 → 466 MB): the three languages of an
 * 11,000-operation site made at once took 2.6 GB (issue 32). Languages whose pages fit together
 * are made at once, as a small site's are (GitHub's: ~1,100 pages each); the others in turn.
 */
export const PAGES_IN_THE_MAKING = 4_000;

/** `make` for each language, at once while their pages fit in `limit`, in turn beyond. */
export async function inTurns<L extends { pages: number }, T>(languages: L[], make: (language: L) => Promise<T>, limit = PAGES_IN_THE_MAKING): Promise<T[]> {
  const results: Promise<T>[] = [];
  let batch: Promise<T>[] = [];
  let pages = 0;
  for (const language of languages) {
    if (batch.length > 0 && pages + language.pages > limit) {
      await Promise.all(batch);
      batch = [];
      pages = 0;
    }
    const made = make(language);
    made.catch(() => {}); // Awaited below, which reports it.
    batch.push(made);
    results.push(made);
    pages += language.pages;
  }
  return Promise.all(results);
}

/** A file of a Pagefind bundle, at its path in the bundle. */
interface BundleFile {
  path: string;
  content: Uint8Array;
}

/** One language's bundle, once every page added to it is in. */
async function languageBundle({ index: created, added }: Service): Promise<BundleFile[]> {
  const { index, errors } = await created;
  if (!index) throw new SearchIndexError(`Pagefind could not start: ${errors.join('; ') || 'no index'}`);
  const pageErrors = (await Promise.all(added)).flat();
  if (pageErrors.length) throw new SearchIndexError(`Pagefind could not index the pages: ${pageErrors.join('; ')}`);
  // The files are fetched and written here rather than by Pagefind's writeFiles: its binary
  // answers before its writes are flushed, and closing it then left truncated files (a 64 KB
  // wasm on a loaded machine).
  const fetched = await index.getFiles();
  if (fetched.errors.length) throw new SearchIndexError(`Pagefind could not produce the index: ${fetched.errors.join('; ')}`);
  return fetched.files;
}

const ENTRY = 'pagefind-entry.json';

/**
 * The entry files of the languages' bundles as one, as Pagefind writes it for a site of several
 * languages: the languages' files are named by language, and the one entry file lists them all.
 */
function mergeEntries(files: BundleFile[]): Entry {
  const entries = files.map((file) => JSON.parse(new TextDecoder().decode(file.content)) as Entry);
  return { ...entries[0], languages: Object.assign({}, ...entries.map((each) => each.languages)) };
}

/** What the entry file holds that the build reads: each language's page count. */
interface Entry {
  languages: Record<string, { page_count: number }>;
}

/** Pagefind names most of its files by their content (`fragment/en_7440dda.pf_fragment`). */
const CONTENT_NAMED = /_[0-9a-f]+\.pf_[a-z]+$/;

/**
 * Writes files of the bundle over the previous build's, as the site's build does (scripts/build):
 * a file named by its content that is already there, whole, is left as it is (most of the files
 * are the same from one build to the next, and creating them anew cost ~0.8 s).
 */
async function writeInPlace(outputPath: string, files: readonly BundleFile[]): Promise<void> {
  await Promise.all(
    files.map(async (file) => {
      const target = path.join(outputPath, file.path);
      if (CONTENT_NAMED.test(file.path) && (await stat(target).catch(() => undefined))?.size === file.content.length) return;
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, file.content);
    }),
  );
}

/** Removes the files under `outputPath` (the previous index's) that are not among `kept`. */
async function removeOthers(outputPath: string, kept: ReadonlySet<string>): Promise<void> {
  const existing = await readdir(outputPath, { recursive: true, withFileTypes: true });
  await Promise.all(existing.filter((entry) => entry.isFile() && !kept.has(path.join(entry.parentPath, entry.name))).map((entry) => rm(path.join(entry.parentPath, entry.name))));
}
