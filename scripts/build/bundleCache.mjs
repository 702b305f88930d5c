// The cache of `vike build`'s output (issue 35): the client's assets, Vike's manifest and the
// server bundle, kept under a key of every file and setting the bundling reads, so that a rebuild
// whose bundles' inputs are unchanged skips `vike build` (~2 s, most of it loading Vite, Vike and
// the configuration) and takes them from here. Plain JavaScript, so that the build script
// (./build.mjs) makes the key before any TypeScript loader is up; its types are in
// ./bundleCache.d.mts.
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { BUILD_MARK } from './outDir.mjs';

/** Changed when what an entry holds, or how its key is made, changes. */
const FORMAT = '1';

/**
 * What the bundling reads, besides the packages (the lock file stands for them): the site's code
 * and configuration (site/: Vike's pages and configuration, the components, the public files,
 * the generated modules the bundles import), the locale strings and templates the code
 * imports, the build's own code and the generator's types (the server bundle imports some of
 * scripts/ and generator/), and the configuration files. The generated JSON is left out: the
 * pages read it as they render, it is never bundled (generator/generateForBuild.ts counts a
 * change of JSON alone as data, which a bundle made at the same time stays right for). Tests are
 * left out: nothing the site runs imports them. Each bundling checks that it read nothing else
 * ({@link uncovered}).
 */
export const BUNDLE_INPUTS = ['site', 'locales', 'templates', 'scripts', 'generator', 'vite.config.ts', 'tsconfig.json', 'package.json', 'package-lock.json'];

/**
 * A file of the inputs that the bundles never read: the generated data, the content (read as the
 * pages render: the keys of the pages made from it have it, ./pageKeys.ts, contentKey), tests.
 */
export const notBundled = (file) => /^site[\\/]generated[\\/].*\.json$/.test(file) || /^site[\\/]content[\\/]/.test(file) || /\.test\.[cm]?tsx?$/.test(file);

/**
 * The environment the bundles depend on: Vite's mode, the deployment's variables (vite.config.ts),
 * the configuration variant, where the output goes, and every variable Vite or Vike puts in the
 * bundles by its prefix (`VITE_`, `PUBLIC_ENV__`).
 */
export function bundleEnv(env = process.env) {
  const named = ['NODE_ENV', 'BASE_PATH', 'SITE_URL', 'SITE_OUT_DIR'];
  return Object.keys(env)
    .filter((name) => named.includes(name) || name.startsWith('VITE_') || name.startsWith('PUBLIC_ENV__'))
    .sort()
    .map((name) => `${name}=${env[name]}`);
}

/** Every file under `root` (a file or a folder) relative to `project`, in order, less those `skip` says. */
function inputFiles(project, root, skip) {
  const full = path.join(project, root);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [root];
  return readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(project, path.join(entry.parentPath, entry.name)))
    .filter((file) => !skip(file))
    .sort();
}

/**
 * The key of the bundles `vike build` makes in `project` with `args`: the files of
 * {@link BUNDLE_INPUTS} (path and bytes), {@link bundleEnv}, Node's version and the project's
 * folder (the bundles hold the generated data's absolute path, vite.config.ts).
 */
export function bundleKey({ project = process.cwd(), args = [], env = process.env } = {}) {
  const hash = createHash('sha256');
  hash.update(`${FORMAT}\0${process.version}\0${path.resolve(project)}\0${args.join(' ')}\0${bundleEnv(env).join('\n')}\0`);
  for (const root of BUNDLE_INPUTS) {
    const files = inputFiles(project, root, notBundled);
    if (files.length === 0) hash.update(`missing ${root}\0`);
    for (const file of files) hash.update(`${file}\0`).update(readFileSync(path.join(project, file))).update('\0');
  }
  return hash.digest('hex');
}

/**
 * The files among `loaded` (absolute paths of what the bundler read, vite.config.ts) that the key
 * does not cover: outside node_modules and outside {@link BUNDLE_INPUTS}, or left out of them.
 */
export function uncovered(loaded, project = process.cwd()) {
  return loaded.filter((file) => {
    const relative = path.relative(project, file);
    if (relative.startsWith('..') || path.isAbsolute(relative) || relative.split(path.sep).includes('node_modules')) return false;
    const covered = BUNDLE_INPUTS.some((root) => relative === root || relative.startsWith(root + path.sep));
    return !covered || notBundled(relative);
  });
}

/** Where the bundles of the build writing to `outDir` are kept: one entry per output directory, the last build's. */
export const bundleCacheDir = (outDir) => path.join('.cache/bundles', path.relative(process.cwd(), path.resolve(outDir)).replaceAll(path.sep, '_') || 'root');

/** The list, written by vite.config.ts at the end of each bundling, of the files it read. */
export const LOADED_FILES = '.bundle-inputs.json';

/** The files under `dir` (relative paths) written since `since` (ms), less the `except` ones. */
function writtenSince(dir, since, except) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .filter((file) => !except.includes(file) && statSync(path.join(dir, file)).mtimeMs >= since);
}

/**
 * Keeps what `vike build` just wrote into `outDir` (every file written since `since`, the
 * build's start, but the `except` ones, which others wrote meanwhile) as the bundles of `key`,
 * replacing the entry of an earlier key: whole or not at all (copied aside, then renamed).
 * Kept only when the bundler read nothing the key does not cover ({@link uncovered}); otherwise
 * says which files and keeps nothing, so that the next build bundles again. Whether they were kept.
 */
export function storeBundles(outDir, key, since, except) {
  const cache = bundleCacheDir(outDir);
  const loadedList = path.join(outDir, LOADED_FILES);
  const loaded = existsSync(loadedList) ? JSON.parse(readFileSync(loadedList, 'utf8')) : undefined;
  rmSync(loadedList, { force: true });
  const missing = loaded ? uncovered(loaded) : ['(the list of what it read: vite.config.ts writes it)'];
  if (missing.length > 0) {
    console.warn(`! The bundles are not kept for the next build: the bundler read files their key does not cover (scripts/build/bundleCache.mjs, BUNDLE_INPUTS): ${missing.join(', ')}`);
    rmSync(cache, { recursive: true, force: true });
    return false;
  }
  const partial = path.join(cache, `${key}.${process.pid}.partial`);
  rmSync(partial, { recursive: true, force: true });
  for (const file of writtenSince(outDir, since, [...except, LOADED_FILES, BUILD_MARK])) {
    mkdirSync(path.dirname(path.join(partial, file)), { recursive: true });
    copyFileSync(path.join(outDir, file), path.join(partial, file));
  }
  for (const old of existsSync(cache) ? readdirSync(cache) : []) if (old !== path.basename(partial)) rmSync(path.join(cache, old), { recursive: true, force: true });
  renameSync(partial, path.join(cache, key));
  return true;
}

/** The folder of the bundles of `key` for `outDir`, or undefined when none is kept. */
export function keptBundles(outDir, key) {
  const dir = path.join(bundleCacheDir(outDir), key);
  return existsSync(dir) ? dir : undefined;
}

/** Whether `a` and `b` are files of the same bytes. */
function sameFile(a, b) {
  const [sa, sb] = [statSync(a, { throwIfNoEntry: false }), statSync(b)];
  return sa !== undefined && sa.isFile() && sa.size === sb.size && readFileSync(a).equals(readFileSync(b));
}

/**
 * Puts the kept bundles `dir` ({@link keptBundles}) into `outDir` as `vike build` would have
 * written them, the server bundle left out (the pre-rendering loads it from `dir`): a file
 * already there with the same bytes is left as it is. Returns those left (paths in `outDir`),
 * which the build must not prune as stale (./replaceInPlace.ts).
 */
export function restoreBundles(dir, outDir) {
  const left = [];
  for (const file of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!file.isFile()) continue;
    const relative = path.relative(dir, path.join(file.parentPath, file.name));
    if (relative.startsWith(`server${path.sep}`)) continue;
    const [from, to] = [path.join(dir, relative), path.join(outDir, relative)];
    if (sameFile(to, from)) left.push(to);
    else {
      mkdirSync(path.dirname(to), { recursive: true });
      copyFileSync(from, to);
    }
  }
  return left;
}
