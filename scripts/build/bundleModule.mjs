// TypeScript made into one plain module by esbuild, for the build's processes to load without a
// TypeScript loader: the generator's (./generatorBundle.mjs) and the build script's own
// (./buildScriptBundle.mjs). Plain JavaScript, so that the build uses it before any loader is
// up; its types are in ./bundleModule.d.mts.
import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
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
 * `entry` (a module's source, as if it were a file of the project named `name`) and what it
 * imports, bundled into one ES module. `withPackages`: the packages' code is in the bundle, else
 * they are imported from node_modules as they are. Modules whose paths match `keepsUrl` keep
 * their own `import.meta.url` (a module that finds files beside it), where the bundle would
 * have its own. The project's plain modules (`.mjs`) are imported where they are, so that they
 * are the same modules as the build script's. Resolves to the code and the project's files in
 * it (their paths from the project's folder; the packages' files left out: node_modules may be
 * a link to elsewhere, where esbuild names them).
 */
export async function bundleModule({ entry, name, withPackages, keepsUrl }) {
  const { build } = await import(pathToFileURL(fromTsx.resolve('esbuild')).href);
  const plugin = {
    name: 'build-bundle',
    setup(build) {
      build.onResolve({ filter: /\.mjs$/ }, (args) => {
        const file = path.resolve(args.resolveDir, args.path);
        return args.path.startsWith('.') && !file.split(path.sep).includes('node_modules') ? { path: pathToFileURL(file).href, external: true } : undefined;
      });
      build.onLoad({ filter: keepsUrl }, (args) => ({
        contents: readFileSync(args.path, 'utf8').replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href)),
        loader: args.path.endsWith('ts') ? 'ts' : 'js',
      }));
    },
  };
  const { outputFiles, metafile } = await build({
    stdin: { contents: entry, resolveDir: PROJECT, sourcefile: name, loader: 'ts' },
    absWorkingDir: PROJECT,
    bundle: true,
    platform: 'node',
    format: 'esm',
    ...(withPackages ? { banner: { js: BUNDLE_REQUIRE } } : { packages: 'external' }),
    write: false,
    metafile: true,
    logLevel: 'silent',
    plugins: [plugin],
  });
  const files = Object.keys(metafile.inputs).filter((input) => input !== name && !input.split('/').includes('node_modules'));
  return { code: outputFiles[0].contents, files };
}

/** Writes `content` to `file` whole or not at all (builds side by side may each write it). */
export function writeWhole(file, content) {
  const partial = `${file}.${process.pid}.partial`;
  try {
    writeFileSync(partial, content);
    renameSync(partial, file);
  } finally {
    rmSync(partial, { force: true });
  }
}

/** A regular expression's source matching the modules of the project under `dir` (TypeScript and JavaScript). */
export const modulesUnder = (dir) => `^${path.join(PROJECT, dir, '/').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}.*\\.[cm]?[jt]s$`;
