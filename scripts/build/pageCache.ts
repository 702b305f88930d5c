import { createHash } from 'node:crypto';
import { appendFileSync, closeSync, existsSync, mkdirSync, openSync, readdirSync, readFileSync, readSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { replaceFile } from '../../generator/output/replaceFile.mjs';

/**
 * The build's cache of rendered pages (issue 35): what pre-rendering wrote for each page in each
 * locale (its files and its search document), under a key made of everything the page was made
 * from. A rebuild writes a page whose key is unchanged from the cache and renders only the others,
 * so that it writes what a cold build of the same sources writes, byte for byte.
 *
 * A page is made from two things: what every page reads ({@link renderKey}: the bundles' inputs,
 * which hold the site's code, the sidebar and the route table) and its data: an operation's page,
 * its generated file, those of the schemas and shared responses it refers to
 * (site/pages/api/pageFiles.ts, operationFiles) and its versions in the release history; a named
 * schema's, its file and those of the schemas it reaches (schemaFiles); the changelog, the release
 * history and the files of the operations it names (changelogFiles); the docs, blog and other
 * pages, site/content (./pageKeys.ts, contentKey); the reference's overview and list of schemas,
 * none (they read the bundles alone); a page of the reference not known to need less, all of the
 * API's data ({@link dataKey}) and the release history. The build's script makes every key
 * (./pageKeys.ts) and the pre-rendering threads render only the pages it finds in neither the
 * output nor the cache.
 */

/**
 * Where the cache of the build writing to `outDir` is, in the project (ignored, as all of .cache/
 * is): one per output directory, so that builds of other configurations (SITE_OUT_DIR, the
 * bench's cold build) keep their own pages rather than pruning each other's.
 */
export const pageCacheDir = (outDir: string) => path.join('.cache/pages', path.relative(process.cwd(), path.resolve(outDir)).replaceAll(path.sep, '_') || 'root');

/** Changed when what a cached page holds, or how its key is made, changes. */
const FORMAT = '6';

/** The generated API data the pages read as they render (site/config/apiData.ts): its folders, by kind, and which file holds each schema. */
const DATA = ['operations', 'schemas', 'responses', 'schema-pages', 'schema-files.json'];

/** What the build's script makes the pages' keys from (./pageKeys.ts): the cache's folder and the render key. */
export interface CacheKeys {
  dir: string;
  render: string;
}

/** What pre-rendering wrote for one page in one locale: its files (path in the site, text) and its search document. */
export interface CachedPage {
  files: [file: string, text: string][];
  document: string | null;
}

export const sha256 = (...parts: string[]) => {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('hex');
};

/** Every file under `paths` (files or folders; missing ones count as missing), with its path and bytes, in one hash. */
export function hashFiles(paths: readonly string[]): string {
  const hash = createHash('sha256');
  for (const root of paths) {
    if (!existsSync(root)) {
      hash.update(`missing ${root}\0`);
      continue;
    }
    const files = statSync(root).isDirectory() ? readdirSync(root, { recursive: true, encoding: 'utf8' }).map((file) => path.join(root, file)) : [root];
    for (const file of files.filter((file) => statSync(file).isFile()).sort()) hash.update(`${file}\0`).update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex');
}

/**
 * A hash of lists of files (`hash`: each's path and bytes; a missing one counts as missing), each
 * file read and hashed once however many lists name it: the reference's pages share most of their
 * files (every operation's page names `Problem`'s), whose keys were ~0.1 s of a rebuild's critical
 * path. `read` gives a file's bytes and keeps its hash, so that what is read for another purpose
 * (the pages' references: ./pageKeys.ts) is not read again to be hashed.
 */
export function filesHasher(): { hash: (files: readonly string[]) => string; read: (file: string) => Buffer } {
  const digests = new Map<string, string>();
  const read = (file: string) => {
    const bytes = readFileSync(file);
    digests.set(file, createHash('sha256').update(bytes).digest('hex'));
    return bytes;
  };
  const digest = (file: string) => {
    if (!digests.has(file)) {
      try {
        read(file);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
        digests.set(file, 'missing');
      }
    }
    return digests.get(file)!;
  };
  return { hash: (files) => sha256(...files.flatMap((file) => [file, digest(file)])), read };
}

/**
 * What every page is made from: the bundles' key (./bundleCache.mjs: the site's code,
 * configuration, locale strings and templates, the generated modules, the packages through the
 * lock file, Node's version and the deployment's variables; the bundles and the server code that
 * renders are made from those alone). What the server reads as it renders besides (the API's
 * data, the release history, site/content) is in the keys of the pages that read it
 * (./pageKeys.ts): a release renders the changelog and the pages of the operations it changed
 * again, not every page.
 */
export const renderKey = (bundleKey: string): string => sha256(FORMAT, bundleKey);

/** All of the API's generated data: the data part of a page of the reference not known to need less (./pageKeys.ts). */
export const dataKey = (dataDir: string) => hashFiles(DATA.map((kind) => path.join(dataDir, kind)));

/** A page's key: the build's {@link renderKey}, the page's data (its files' hash, or {@link dataKey}) and its URL. */
export const pageKey = (render: string, data: string, url: string) => sha256(render, data, url);

/**
 * The cache in `dir`: per key, one file (`<key>.page`) holding a page's search document and its
 * files, as their UTF-8 bytes one after the other behind a line that says how many bytes each
 * is ({@link entryBytes}), so that a rebuild that indexes the site again reads the documents
 * (~8 % of the pages' bytes) without the pages. Written whole or not at all (renamed into place);
 * one whose lengths do not add up is not there. A JSON document and a file for the search
 * document beside it cost a pre-rendering thread ~2 ms a page, a third of it JSON's escaping of
 * the page's HTML, the rest the second file (docs/performance-history.md).
 */
export function pageCache(dir: string) {
  mkdirSync(dir, { recursive: true });
  const file = (key: string) => path.join(dir, `${key}.page`);
  return {
    has: (key: string): boolean => existsSync(file(key)),
    /** The page's files, or undefined when it is not cached (or unreadable: rendered again). */
    files(key: string): CachedPage['files'] | undefined {
      try {
        return readEntry(readFileSync(file(key))).files;
      } catch {
        return undefined;
      }
    },
    /**
     * The page's search document (null for none), or undefined when it is not cached (or
     * unreadable), as for `files`: the entry's first bytes alone are read.
     */
    document(key: string): string | null | undefined {
      let fd: number | undefined;
      try {
        fd = openSync(file(key), 'r');
        const head = readBytes(fd, 0, ENTRY_HEAD);
        // A first line longer than the first read (an entry of many files): the whole entry.
        if (!head.includes(10)) return readEntry(readFileSync(fd), file(key)).document;
        const { start, lengths } = entryHeader(head, file(key));
        const length = lengths[0] ?? null;
        if (length === null) return null;
        const bytes = start + length <= head.length ? head.subarray(start, start + length) : readBytes(fd, start, length);
        return bytes.length === length ? bytes.toString('utf8') : undefined;
      } catch {
        return undefined;
      } finally {
        if (fd !== undefined) closeSync(fd);
      }
    },
    put(key: string, page: CachedPage): void {
      replaceFile(file(key), entryBytes(page));
    },
  };
}

/** What a cache entry's first read takes: its line of lengths and, mostly, its search document. */
const ENTRY_HEAD = 16 * 1024;

/**
 * A page as its cache entry's bytes: a line of JSON, `[lengths, files]`, where `lengths` are the
 * byte lengths of the search document (null for none) and of each file, and `files` the files'
 * paths in the site; then the document's and the files' UTF-8 bytes, in that order.
 */
export function entryBytes({ files, document }: CachedPage): Buffer {
  const texts = [document ?? '', ...files.map(([, text]) => text)];
  const lengths = texts.map((text) => Buffer.byteLength(text));
  const line = `${JSON.stringify([[document === null ? null : lengths[0], ...lengths.slice(1)], files.map(([name]) => name)])}\n`;
  const bytes = Buffer.allocUnsafe(Buffer.byteLength(line) + lengths.reduce((sum, length) => sum + length, 0));
  let at = bytes.write(line);
  for (const text of texts) at += bytes.write(text, at);
  return bytes;
}

/** A cache entry's page, from all its bytes ({@link entryBytes}); fails when they do not add up. */
export function readEntry(bytes: Buffer, name = 'a cached page'): CachedPage {
  const { start, lengths, files } = entryHeader(bytes, name);
  const end = lengths.reduce<number>((at, length) => at + (length ?? 0), start);
  if (end !== bytes.length) throw new Error(`${name} holds ${bytes.length} bytes, not the ${end} its first line says`);
  let at = start;
  const texts = lengths.map((length) => {
    const text = length === null ? null : bytes.toString('utf8', at, at + length);
    at += length ?? 0;
    return text;
  });
  return { document: texts[0]!, files: files.map((file, i) => [file, texts[i + 1]!]) };
}

/** A cache entry's first line: where its texts start, their byte lengths (the document's first) and the files' paths. */
function entryHeader(bytes: Buffer, name: string): { start: number; lengths: (number | null)[]; files: string[] } {
  const newline = bytes.indexOf(10);
  if (newline < 0) throw new Error(`${name} has no line of lengths`);
  const [lengths, files] = JSON.parse(bytes.toString('utf8', 0, newline)) as [(number | null)[], string[]];
  if (lengths.length !== files.length + 1) throw new Error(`${name} gives ${lengths.length} lengths for ${files.length} files and a document`);
  return { start: newline + 1, lengths, files };
}

/** `length` bytes of the file open as `fd` from `position` (fewer at its end). */
const readBytes = (fd: number, position: number, length: number): Buffer => {
  const bytes = Buffer.allocUnsafe(length);
  return bytes.subarray(0, readInto(fd, bytes, position, length));
};

/** Reads up to `length` bytes of the file open as `fd` from `position` into the start of `buffer` (fewer at its end): how many. */
export function readInto(fd: number, buffer: Buffer, position: number, length: number): number {
  let read = 0;
  for (let got = -1; got !== 0 && read < length; read += got) got = readSync(fd, buffer, read, length - read, position + read);
  return read;
}

/** What a pre-rendering thread keeps of the code it highlights: {@link highlightCache}. */
export interface HighlightCache {
  /** The HTML kept for `key` (the code, its language and marked lines), or undefined. */
  get(key: string): string | undefined;
  put(key: string, html: string): void;
  /** Writes what was put since the last time. */
  flush(): void;
}

/** Pending lines written at once past this many bytes. */
const FLUSH_AT = 1 << 18;

/**
 * The highlighted code kept in the pages' cache `dir` under the render key `render` (issue 35).
 * Shiki's HTML of a code is made from the code, its language and marked lines, and from what the
 * render key holds (shiki, its grammars and themes, our code that drives it), so a rebuild's pages
 * take their code samples' HTML from here when their code has not changed: a one-description
 * rebuild rendered the operation's page in ~1 s, half of it shiki loading and compiling the twelve
 * samples' grammars. Each pre-rendering thread (`part`) appends what it highlights to a file of
 * its own, a line per code (its key's hash, its HTML as JSON), and where each line is to an index
 * beside it (the hash, the line's offset and length), as it goes. Each reads every part's index
 * as it starts, and a line's bytes when asked: reading every part's lines whole was ~0.1 s of a
 * one-description rebuild's critical path for our 7.8 MB of them (the thread's first page waited
 * for it), and grew with the spec (~300 MB on the 11,000-operation site) while a rebuild reads a
 * few. The files go with the render key (pruned as the pages are: {@link pruneCache}); a line the
 * index does not find whole, with its hash, is highlighted again. The files it reads stay open
 * while the thread runs.
 */
export function highlightCache(dir: string, render: string, part: number): HighlightCache {
  mkdirSync(dir, { recursive: true });
  const linesOf = (part: string | number) => path.join(dir, `${render}.highlights.${part}`);
  const indexPrefix = `${render}.highlight-index.`;
  const lines = new Map<string, { file: string; start: number; length: number }>();
  for (const name of readdirSync(dir)) {
    if (!name.startsWith(indexPrefix)) continue;
    const file = linesOf(name.slice(indexPrefix.length));
    for (const entry of readFileSync(path.join(dir, name), 'latin1').split('\n')) {
      const [hash = '', start, length] = entry.split(' ');
      if (hash.length === HASH_LENGTH && length !== undefined) lines.set(hash, { file, start: Number(start), length: Number(length) });
    }
  }
  const open = new Map<string, number>();
  /** The line of `hash` as the index has it, if it is there whole: its HTML's JSON between the hash and the line's end. */
  const lineOf = (hash: string): Buffer | undefined => {
    const line = lines.get(hash);
    if (!line) return undefined;
    let fd = open.get(line.file);
    if (fd === undefined) open.set(line.file, (fd = openSync(line.file, 'r')));
    const bytes = readBytes(fd, line.start, line.length);
    return bytes.length === line.length && bytes.toString('latin1', 0, HASH_LENGTH) === hash && bytes[line.length - 1] === 10 ? bytes : undefined;
  };
  const own = linesOf(part);
  const ownIndex = path.join(dir, `${indexPrefix}${part}`);
  let written = existsSync(own) ? statSync(own).size : 0;
  let pending: string[] = [];
  let pendingIndex: string[] = [];
  let size = 0;
  const flush = () => {
    if (pending.length === 0) return;
    // The lines before their index: an index never names a line not written.
    appendFileSync(own, pending.join(''));
    appendFileSync(ownIndex, pendingIndex.join(''));
    written += size;
    pending = [];
    pendingIndex = [];
    size = 0;
  };
  return {
    get(key) {
      try {
        const line = lineOf(sha1(key));
        return line && (JSON.parse(line.toString('utf8', HASH_LENGTH, line.length - 1)) as string);
      } catch {
        return undefined;
      }
    },
    put(key, html) {
      const hash = sha1(key);
      const line = `${hash}${JSON.stringify(html)}\n`;
      const length = Buffer.byteLength(line);
      pending.push(line);
      pendingIndex.push(`${hash} ${written + size} ${length}\n`);
      size += length;
      if (size >= FLUSH_AT) flush();
    },
    flush,
  };
}

const sha1 = (text: string) => createHash('sha1').update(text).digest('hex');
const HASH_LENGTH = 40;

/** Removes the cached pages, and highlighted code ({@link highlightCache}), whose keys are not among `used` (the build's): the cache holds one build's. */
export function pruneCache(dir: string, used: ReadonlySet<string>): void {
  if (!existsSync(dir)) return;
  for (const name of readdirSync(dir)) if (!used.has(name.slice(0, name.indexOf('.')))) rmSync(path.join(dir, name), { force: true });
}
