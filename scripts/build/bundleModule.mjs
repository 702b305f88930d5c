// TypeScript made into one plain module by esbuild, for the build's processes to load without a
// TypeScript loader: the generator's (./generatorBundle.mjs) and the build script's own
// (./buildScriptBundle.mjs). Plain JavaScript, so that the build uses it before any loader is
// up; its types are in ./bundleModule.d.mts.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const PROJECT = fileURLToPath(new URL('../..', import.meta.url));

/** The esbuild tsx compiles the project's TypeScript with for `npm run generate` and the tests: the bundles are compiled alike. */
const fromTsx = createRequire(createRequire(import.meta.url).resolve('tsx'));

/** The version of that esbuild, which goes into the bundles' keys. */
export const esbuildVersion = () => fromTsx('esbuild/package.json').version;

/** A `require` for the packages' CommonJS modules in a bundle that holds them: Node's own modules are `require`d. */
const BUNDLE_REQUIRE = "import { createRequire as bundleRequire } from 'node:module'; const require = bundleRequire(import.meta.url);";

/**
 * What a CommonJS bundle calls to import a module at run time (./runWithCodeCache.mjs gives it):
 * Node 20 loses a script's own `import()` when it runs from V8's code cache.
 */
export const BUNDLE_IMPORT = 'bundleImport';

/** An `import(` of a module named at run time (not a literal one, which esbuild bundles). */
const RUNTIME_IMPORT = /(?<![\w$.])import\((?!\s*['"])/g;

/** How many bundles are being made: esbuild's service is stopped when none is. */
let bundling = 0;

/**
 * `entry` (a module's source, as if it were a file of the project named `name`) and what it
 * imports, bundled into one ES module, or one CommonJS module with `format: 'cjs'` (which
 * ./runWithCodeCache.mjs runs with V8's code cache: the generator's). `withPackages`: the
 * packages' code is in the bundle, else they are imported from node_modules as they are. Modules
 * whose paths match `keepsUrl` keep their own `import.meta.url` (a module that finds files beside
 * it), where an ES module bundle would have its own; a CommonJS one has none, and fails to be
 * made when any other module reads it (theirs also import modules named at run time through
 * {@link BUNDLE_IMPORT}). The project's plain modules (`.mjs`) are imported where they are, so
 * that they are the same modules as the build script's. Resolves to the code and the project's
 * files in it (their paths from the project's folder; the packages' files left out: node_modules
 * may be a link to elsewhere, where esbuild names them).
 */
export async function bundleModule({ entry, name, withPackages, keepsUrl, format = 'esm' }) {
  const esbuild = await import(pathToFileURL(fromTsx.resolve('esbuild')).href);
  bundling++;
  try {
    return await bundleWith(esbuild.build, { entry, name, withPackages, keepsUrl, format });
  } finally {
    // esbuild's service (a process of ~18 MB) would otherwise live as long as the build script,
    // through the pre-rendering, where the build's peak memory is; it starts again if needed.
    if (--bundling === 0) await esbuild.stop();
  }
}

/** {@link bundleModule} with esbuild's `build`. */
async function bundleWith(build, { entry, name, withPackages, keepsUrl, format }) {
  const plugin = {
    name: 'build-bundle',
    setup(build) {
      build.onResolve({ filter: /\.mjs$/ }, (args) => {
        const file = path.resolve(args.resolveDir, args.path);
        // By URL from an ES module, by path from a CommonJS one (Node's `require` of an ES module takes no URL).
        return args.path.startsWith('.') && !file.split(path.sep).includes('node_modules') ? { path: format === 'esm' ? pathToFileURL(file).href : file, external: true } : undefined;
      });
      build.onLoad({ filter: keepsUrl }, (args) => {
        const contents = readFileSync(args.path, 'utf8').replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href));
        return { contents: format === 'esm' ? contents : contents.replace(RUNTIME_IMPORT, `${BUNDLE_IMPORT}(`), loader: args.path.endsWith('ts') ? 'ts' : 'js' };
      });
    },
  };
  const { outputFiles, metafile, warnings } = await build({
    stdin: { contents: entry, resolveDir: PROJECT, sourcefile: name, loader: 'ts' },
    absWorkingDir: PROJECT,
    bundle: true,
    platform: 'node',
    format,
    // A CommonJS module has Node's `require` already.
    ...(withPackages ? (format === 'esm' ? { banner: { js: BUNDLE_REQUIRE } } : {}) : { packages: 'external' }),
    write: false,
    metafile: true,
    logLevel: 'silent',
    plugins: [plugin],
  });
  const emptyImportMeta = warnings.filter((warning) => warning.id === 'empty-import-meta');
  if (emptyImportMeta.length > 0) {
    throw new Error(`Modules of ${name} read import.meta, which a CommonJS bundle does not have: let them keep their own URL (keepsUrl). ${emptyImportMeta.map((warning) => warning.location?.file).join(', ')}`);
  }
  const files = Object.keys(metafile.inputs).filter((input) => input !== name && !input.split('/').includes('node_modules'));
  return { code: outputFiles[0].contents, files };
}

/** A regular expression's source matching the modules of the project under `dir` (TypeScript and JavaScript). */
export const modulesUnder = (dir) => `^${path.join(PROJECT, dir, '/').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}.*\\.[cm]?[jt]s$`;
