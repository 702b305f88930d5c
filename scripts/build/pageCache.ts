import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The build's cache of rendered pages (issue 35): what pre-rendering wrote for each page in each
 * locale (its files and its search document), under a key made of everything the page was made
 * from. A rebuild writes a page whose key is unchanged from the cache and renders only the others,
 * so that it writes what a cold build of the same sources writes, byte for byte.
 *
 * A page is made from two things: what every page reads ({@link renderKey}: the server bundle,
 * which holds the site's code, the sidebar and the route table, and the files the server reads as
 * it renders besides the API's data) and its data: an operation's page, its generated file and
 * those of the schemas and shared responses it refers to (site/pages/api/@slug/operationPage.ts,
 * operationFiles); a named schema's, its file and those of the schemas it reaches (schemaFiles);
 * the reference's other pages (its overview lists every operation), all of the API's data
 * ({@link dataKey}); the docs, blog and other pages, none (site/prerender, NO_DATA).
 */

/**
 * Where the cache of the build writing to `outDir` is, in the project (ignored, as all of .cache/
 * is): one per output directory, so that builds of other configurations (`npm test` builds a
 * variant into .cache/variant) keep their own pages rather than pruning each other's.
 */
export const pageCacheDir = (outDir: string) => path.join('.cache/pages', path.relative(process.cwd(), path.resolve(outDir)).replaceAll(path.sep, '_') || 'root');

/** Changed when what a cached page holds, or how its key is made, changes. */
const FORMAT = '1';

/** The generated API data the pages read as they render (site/config/apiData.ts), by kind. */
const DATA_KINDS = ['operations', 'schemas', 'responses', 'schema-pages'];

/** What the cache is told by the build, in every pre-rendering process. */
export interface CacheKeys {
  dir: string;
  render: string;
  data: string;
}

/** What pre-rendering wrote for one page in one locale: its files (path in the site, text) and its search document. */
export interface CachedPage {
  files: [file: string, text: string][];
  document: string | null;
}

const sha256 = (...parts: string[]) => {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('hex');
};

/** Every file under `paths` (files or folders; missing ones count as missing), with its path and bytes, in one hash. */
export function hashFiles(paths: readonly string[], skip: (file: string) => boolean = () => false): string {
  const hash = createHash('sha256');
  for (const root of paths) {
    if (!existsSync(root)) {
      hash.update(`missing ${root}\0`);
      continue;
    }
    const files = statSync(root).isDirectory() ? readdirSync(root, { recursive: true, encoding: 'utf8' }).map((file) => path.join(root, file)) : [root];
    for (const file of files.filter((file) => !skip(file) && statSync(file).isFile()).sort()) hash.update(`${file}\0`).update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex');
}

/**
 * What every page is made from, besides the API's data: the server bundle just built (`outDir`/server:
 * the site's code, the route table, the sidebar, the configuration and the locale strings it
 * bundles), the names of the client's assets the pages link, the files the server reads as it
 * renders (site/content, locales, the code samples' templates, the release history), the
 * packages it imports (the lock file), Node's version and the deployment's variables. The
 * generated data is not part of it: the pages' own keys have it.
 */
export function renderKey(outDir: string, dataDir: string, releaseFiles: readonly string[]): string {
  const assets = path.join(outDir, 'client', 'assets');
  const data = path.resolve(dataDir);
  const env = ['BASE_PATH', 'SITE_URL', 'VITE_SITE_CONFIG'].map((name) => `${name}=${process.env[name] ?? ''}`);
  return sha256(
    FORMAT,
    process.version,
    ...env,
    hashFiles([path.join(outDir, 'server'), 'site', 'locales', 'templates', 'package-lock.json', ...releaseFiles], (file) => path.resolve(file).startsWith(data + path.sep)),
    existsSync(assets) ? readdirSync(assets).sort().join('\n') : '',
  );
}

/** All of the API's generated data: the data part of the reference's pages other than an operation's or a schema's. */
export const dataKey = (dataDir: string) => hashFiles(DATA_KINDS.map((kind) => path.join(dataDir, kind)));

/** A page's key: the build's {@link renderKey}, the page's data (its files' hash, or {@link dataKey}) and its URL. */
export const pageKey = (keys: CacheKeys, data: string, url: string) => sha256(keys.render, data, url);

/**
 * The cache in `dir`: a file per page key. A page found is marked used (its time set to now), so
 * that {@link pruneCache} keeps it; a page put is written whole or not at all (renamed into place).
 */
export function pageCache(dir: string) {
  mkdirSync(dir, { recursive: true });
  const file = (key: string) => path.join(dir, `${key}.json`);
  return {
    get(key: string): CachedPage | undefined {
      try {
        const page = JSON.parse(readFileSync(file(key), 'utf8')) as CachedPage;
        const now = new Date();
        utimesSync(file(key), now, now);
        return page;
      } catch {
        return undefined; // Not cached (or unreadable: rendered again).
      }
    },
    put(key: string, page: CachedPage): void {
      const partial = `${file(key)}.${process.pid}.partial`;
      writeFileSync(partial, JSON.stringify(page));
      renameSync(partial, file(key));
    },
  };
}

/** Removes the cached pages no page of the build that started at `since` used: the cache holds one build's pages. */
export function pruneCache(dir: string, since: number): void {
  if (!existsSync(dir)) return;
  for (const name of readdirSync(dir)) if (statSync(path.join(dir, name)).mtimeMs < since) rmSync(path.join(dir, name), { force: true });
}
