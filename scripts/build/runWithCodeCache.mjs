// `node runWithCodeCache.mjs BUNDLE ARGS...` runs the CommonJS bundle BUNDLE as `node BUNDLE ARGS...`
// would, with V8's code cache of it kept beside it (BUNDLE.code-cache): the build's generator
// (./generatorBundle.mjs, started by ./generateAndBundle.mjs). Node 20 keeps no compiled code from
// one run to the next (its compile cache came with Node 22): the generator's 4 MB took ~0.35 s of
// CPU to compile before its first line ran, and more as its functions first ran (the lint's rules,
// the bundler, the normalizer), on a one-description rebuild's critical path. With the cache, a
// run takes ~0.4 s less CPU (docs/performance-history.md). Plain JavaScript, so that it needs no
// loader.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';
import { replaceFile } from '../../generator/output/replaceFile.mjs';
import { BUNDLE_IMPORT } from './bundleModule.mjs';

const [given, ...args] = process.argv.slice(2);
const bundle = path.resolve(given);
const cacheFile = `${bundle}.code-cache`;
let cachedData;
try {
  cachedData = readFileSync(cacheFile);
} catch {
  // None yet: this run writes it.
}
// The module's code in the function Node wraps a CommonJS module in, and what it imports at run
// time with (a Redocly configuration's plugins, by URL): Node 20 loses a script's own `import()`
// when the script comes from the cache (./bundleModule.mjs).
const script = new vm.Script(`(function (exports, require, module, __filename, __dirname, ${BUNDLE_IMPORT}) {${readFileSync(bundle, 'utf8')}\n})`, { filename: bundle, cachedData });
// Written as the process ends, so that it holds what the run compiled, not only the bundle's top
// level; again when V8 rejected it (another Node, other flags). Whole or not at all: builds side by
// side may each write it, and one that cannot be written is made again next time.
if (cachedData === undefined || script.cachedDataRejected) {
  process.once('exit', () => {
    try {
      replaceFile(cacheFile, script.createCachedData());
    } catch {
      // The next run compiles, as this one did.
    }
  });
}
process.argv = [process.argv[0], bundle, ...args];
const module = { exports: {} };
script.runInThisContext().call(module.exports, module.exports, createRequire(bundle), module, bundle, path.dirname(bundle), (specifier) => import(specifier));
