// The generator as the build runs it (./generateAndBundle.mjs): its TypeScript compiled once into
// one plain module, kept under a key of what it is made from, so that its process starts without
// a TypeScript loader, and run with V8's code cache (./runWithCodeCache.mjs). Plain JavaScript, so
// that the build uses it before any loader is up; its types are in ./generatorBundle.d.mts.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { generatorIdentity } from '../../generator/output/inputs.mjs';
import { replaceFile } from '../../generator/output/replaceFile.mjs';
import { bundleModule, esbuildVersion, modulesUnder, PROJECT } from './bundleModule.mjs';

/** Changed when what the bundle holds, or how its key is made, changes. */
const FORMAT = '3';

/**
 * Where the bundle is kept: one, the last generator's, in a folder of its key beside what its runs
 * keep (generator/load/keptParses.ts, generator/output/specDownloads.mjs; V8's code cache,
 * ./runWithCodeCache.mjs).
 */
const CACHE_DIR = path.join(PROJECT, '.cache/generator');

/** The bundle's file in its key's folder: CommonJS, which V8's code cache can be kept for (./runWithCodeCache.mjs). */
const MODULE = 'generator.cjs';

/**
 * The modules that keep their own `import.meta.url`: the generator's (its templates and files are
 * found from it), and those of the one package that reads it (@redocly/openapi-core finds a
 * `redocly.yaml`'s plugins from it). Only these go through the bundler's plugin, which would cost
 * the bundling ~0.4 s over all ~900 modules.
 */
const KEEPS_URL = new RegExp(`${modulesUnder('generator')}|/node_modules/@redocly/openapi-core/.*\\.js$`);

/** The bundle's entry: the build's generator (generator/generateForBuild.ts), run on the process's arguments (its failure ends the process, as an uncaught error). */
const ENTRY = "import { generateForBuild } from './generator/generateForBuild.ts';\nvoid generateForBuild(process.argv.slice(2));\n";

/**
 * The packages installed: npm's record of node_modules (`node_modules/.package-lock.json`), or the
 * lock file where there is none. The bundle holds the packages the generator imports and theirs.
 */
const installed = () => {
  for (const lock of ['node_modules/.package-lock.json', 'package-lock.json']) {
    try {
      return readFileSync(path.join(PROJECT, lock));
    } catch {}
  }
  return 'no lock file';
};

/** The code that makes the bundle: this module and ./bundleModule.mjs. */
const BUNDLER = [new URL(import.meta.url), new URL('./bundleModule.mjs', import.meta.url)];

/**
 * The key of the bundle of the generator of `identity` (its code, its templates and the versions
 * of the packages it imports: generator/output/inputs.mjs): that, the packages installed (the
 * bundle holds theirs too), esbuild's version, the code that bundles it (a bundle kept from
 * before a change to it is not what it makes now: the tests read the checkout's kept bundle) and
 * the project's folder (the bundle names the generator's files by their absolute paths, see
 * {@link bundle}).
 */
const bundleKey = (identity) => {
  const hash = createHash('sha256').update(`${FORMAT}\0${identity}\0${esbuildVersion()}\0${PROJECT}\0`);
  for (const file of BUNDLER) hash.update(readFileSync(file)).update('\0');
  return hash.update(installed()).digest('hex');
};

/**
 * The generator compiled and bundled into one module with the packages it imports
 * (./bundleModule.mjs): the build's generator process loads one file rather than compiling ~30
 * TypeScript modules through tsx's loader (~0.5 s of CPU on a one-description rebuild) and
 * resolving and reading the ~900 files of its packages (@redocly/openapi-core's ~330 CommonJS
 * modules alone took ~0.5 s to load; bundled, a one-description rebuild takes ~0.5-0.7 s less
 * CPU, docs/performance-history.md). The modules run as scripts (`node specDownloads.mjs`) stay
 * modules: only the entry runs. Fails when the generator imports a file of the project outside
 * generator/, which the key does not cover.
 */
async function bundle() {
  const { code, files } = await bundleModule({ entry: ENTRY, name: 'generator-entry.ts', withPackages: true, keepsUrl: KEEPS_URL, format: 'cjs' });
  const outside = files.filter((file) => !file.startsWith('generator/'));
  if (outside.length > 0) throw new Error(`The generator imports files outside generator/, which the key of its bundle does not cover (scripts/build/generatorBundle.mjs): ${outside.join(', ')}`);
  return code;
}

/**
 * The path of the generator's bundle ({@link bundle}) for the generator as it is now (its
 * `identity`), kept in `cache`: the one kept under its key, or one made now (~0.6 s) and kept
 * in place of the last generator's (with what its runs kept), written whole or not at all (builds
 * side by side may each make it: the same bytes). Its folder is the generator's to keep what its
 * runs make from its code and packages alone.
 */
export async function generatorBundle({ cache = CACHE_DIR, identity = generatorIdentity() } = {}) {
  const key = bundleKey(identity);
  const file = path.join(cache, key, MODULE);
  if (existsSync(file)) return file;
  const code = await bundle();
  mkdirSync(path.dirname(file), { recursive: true });
  replaceFile(file, code);
  for (const old of readdirSync(cache)) if (old !== key) rmSync(path.join(cache, old), { recursive: true, force: true });
  return file;
}
