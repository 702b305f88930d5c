import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { bundleModule } from './bundleModule.mjs';

// In the project, as the build keeps its bundles: a bundle's packages are found from where it is.
const caches = fileURLToPath(new URL('../../.cache/', import.meta.url));
mkdirSync(caches, { recursive: true });
const work = mkdtempSync(path.join(caches, 'test-code-cache-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const RUNNER = fileURLToPath(new URL('./runWithCodeCache.mjs', import.meta.url));
const run = (bundle: string, ...args: string[]) => execFileSync(process.execPath, [RUNNER, bundle, ...args], { encoding: 'utf8' });

describe('a CommonJS bundle run with V8’s code cache', () => {
  // A module that imports one named at run time, as @redocly/openapi-core imports a configuration's plugins.
  const plugin = path.join(work, 'plugin.mjs');
  writeFileSync(plugin, 'export default "the plugin";\n');
  const source = path.join(work, 'source.ts');
  writeFileSync(source, `const url: string = ${JSON.stringify(pathToFileURL(plugin).href)};\nexport const load = () => import(url).then((module) => module.default);\n`);
  const bundled = () => bundleModule({ entry: `import { load } from ${JSON.stringify(source)};\nvoid load().then((name) => console.log(name, process.argv.slice(1).join(' ')));\n`, name: 'entry.ts', withPackages: true, keepsUrl: /source\.ts$/, format: 'cjs' });

  it('runs as `node BUNDLE ARGS` would, its `import()` of a module named at run time too, with the cache written by its first run and read by the next', async () => {
    const bundle = path.join(work, 'bundle.cjs');
    writeFileSync(bundle, (await bundled()).code);
    expect(run(bundle, 'one', 'two')).toBe(`the plugin ${bundle} one two\n`);
    const cache = `${bundle}.code-cache`;
    const written = statSync(cache).mtimeMs;
    // Node 20 loses a script's own `import()` when it comes from the cache: the bundle's goes through the runner.
    expect(run(bundle, 'three')).toBe(`the plugin ${bundle} three\n`);
    expect(statSync(cache).mtimeMs).toBe(written);
  });

  it('compiles again, and keeps the new cache, when V8 rejects the one kept', async () => {
    const bundle = path.join(work, 'rejected.cjs');
    writeFileSync(bundle, (await bundled()).code);
    writeFileSync(`${bundle}.code-cache`, 'not a code cache');
    expect(run(bundle)).toBe(`the plugin ${bundle}\n`);
    expect(readFileSync(`${bundle}.code-cache`).length).toBeGreaterThan(100);
  });

  it('is not made when a module it holds reads import.meta but does not keep its own URL', async () => {
    const reads = path.join(work, 'reads.ts');
    writeFileSync(reads, 'export const where = import.meta.url;\n');
    await expect(bundleModule({ entry: `export { where } from ${JSON.stringify(reads)};\n`, name: 'reads-entry.ts', withPackages: true, keepsUrl: /^$/, format: 'cjs' })).rejects.toThrow(/read import\.meta, which a CommonJS bundle does not have/);
  });
});
