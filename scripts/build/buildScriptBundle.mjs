// The build script's TypeScript as plain modules, each kept with the hashes of the files it was
// made from: ./prerenderThreads.ts and ./prerenderAfterBuild.ts with what they import from the
// project, loaded as the build starts, and the page list (./pageList.ts, ./pageKeys.ts), loaded
// once the generator has written the route table it reads. Plain JavaScript, so that the build
// script (./build.mjs) loads them without a TypeScript loader; its types are in
// ./buildScriptBundle.d.mts.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { replaceFile } from '../../generator/output/replaceFile.mjs';
import { bundleModule, esbuildVersion, modulesUnder, PROJECT } from './bundleModule.mjs';

/** Changed when what the bundle holds, or how its record is made, changes. */
const FORMAT = '1';

/** Where the bundles are kept: in a folder each, the last one made and its record. */
const CACHE_DIR = path.join(PROJECT, '.cache/build-script');

/** The record of a kept bundle: its file's name and the files it was made from. */
const RECORD = 'record.json';

/** The generated files (the route table), which the build's first bundle must not hold: the generator may rewrite them after it is loaded. */
const GENERATED = 'site/generated/';

/** The bundles: each one's entry, and whether it may hold generated files. */
const BUNDLES = {
  build: {
    entry: "export { startPrerenderThreads } from './scripts/build/prerenderThreads.ts';\nexport { startPrerendering } from './scripts/build/prerenderAfterBuild.ts';\nexport { failureReport } from './site/prerender/failureReport.ts';\n",
    generated: false,
  },
  pageList: {
    entry: "export { sitePageList } from './scripts/build/pageList.ts';\nexport { sitePages, contentKey, docsKeys, indexKey, searchKey, llmsFullKey } from './scripts/build/pageKeys.ts';\n",
    generated: true,
  },
};

/** The modules that keep their own `import.meta.url` (all of the project's in the bundle: some find files beside them). */
const KEEPS_URL = new RegExp(['scripts', 'site', 'generator'].map(modulesUnder).join('|'));

/**
 * The code that makes the bundles, recorded with the files each is made from: a bundle kept from
 * before a change to it is not what it makes now (as the generator's: ./generatorBundle.mjs).
 */
const BUNDLER = ['scripts/build/buildScriptBundle.mjs', 'scripts/build/bundleModule.mjs'];

const sha256 = (file) => createHash('sha256').update(readFileSync(path.join(PROJECT, file))).digest('hex');

/** What makes the bundle: the format, esbuild's version and each file's hash (a file gone: 'absent'). */
function madeOf(files) {
  return {
    format: FORMAT,
    esbuild: esbuildVersion(),
    files: Object.fromEntries(
      files.map((file) => {
        try {
          return [file, sha256(file)];
        } catch {
          return [file, 'absent'];
        }
      }),
    ),
  };
}

/** The kept bundle's path when it is there and every file it was made from is as it was, else undefined. */
function keptBundle(cache) {
  let record;
  try {
    record = JSON.parse(readFileSync(path.join(cache, RECORD), 'utf8'));
  } catch {
    return undefined;
  }
  const module = path.join(cache, record.module);
  const now = madeOf(Object.keys(record.madeOf.files));
  return JSON.stringify(now) === JSON.stringify(record.madeOf) && existsSync(module) ? module : undefined;
}

/**
 * The `name`d bundle of the build script's TypeScript ({@link BUNDLES}): the one kept in
 * `cache` while none of the files it was made from changed (checking them takes a few
 * milliseconds), or one made now (~0.2 s) and kept in its place. The packages are imported from
 * node_modules as they are (Pagefind's is imported once per language, by URL:
 * scripts/search/indexSite.ts). The build script loaded this TypeScript through tsx's loader,
 * which took ~0.5 s of CPU on every build (~0.25 s of a one-description rebuild;
 * docs/performance-history.md). The module's file is named by its content, so that a build
 * reading the record while another writes the next one loads a whole module. Fails when the
 * first bundle reaches the generated files.
 */
export async function buildScriptBundle(name, { cache = CACHE_DIR } = {}) {
  const dir = path.join(cache, name);
  const kept = keptBundle(dir);
  if (kept) return kept;
  const { entry, generated } = BUNDLES[name];
  const { code, files } = await bundleModule({ entry, name: `${name}-entry.ts`, withPackages: false, keepsUrl: KEEPS_URL });
  if (!generated && files.some((file) => file.startsWith(GENERATED))) {
    throw new Error(`The build script's first bundle reaches ${GENERATED}, which the generator may rewrite once it is loaded (scripts/build/buildScriptBundle.mjs): ${files.filter((file) => file.startsWith(GENERATED)).join(', ')}`);
  }
  const module = `${name}-${createHash('sha256').update(code).digest('hex').slice(0, 16)}.mjs`;
  mkdirSync(dir, { recursive: true });
  replaceFile(path.join(dir, module), code);
  replaceFile(path.join(dir, RECORD), `${JSON.stringify({ module, madeOf: madeOf([...files, ...BUNDLER].sort()) }, null, 2)}\n`);
  for (const old of readdirSync(dir)) if (old !== module && old !== RECORD) rmSync(path.join(dir, old), { force: true });
  return path.join(dir, module);
}

const load = async (name, options) => import(pathToFileURL(await buildScriptBundle(name, options)).href);

/** The build script's TypeScript as it starts: ./prerenderThreads.ts and ./prerenderAfterBuild.ts. */
export const loadBuildScript = (options) => load('build', options);

/** The page list (./pageList.ts) and the pages' keys (./pageKeys.ts), made from the route table as the generator left it. */
export const loadPageList = (options) => load('pageList', options);
