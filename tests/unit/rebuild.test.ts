import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { pagesRendered } from '../../scripts/bench/measureRebuilds.ts';
import { prepareSiteFromSpec } from '../../scripts/siteFromSpec.ts';

/**
 * A rebuild writes from the pages' cache every page whose inputs did not change
 * (scripts/build/pageCache.ts), and must write exactly what a cold build of the same sources
 * writes (issue 35). Here on a small public spec's whole site: built cold, its spec edited where
 * the cache keeps most pages (an operation's description, a schema some operations share), built
 * again, then built once more with `--no-cache` into another folder, and every file compared.
 * The changes that reach every page (code, docs, locale strings, configuration, operations added
 * or removed, which change the route table and the sidebar) change every page's key: the key's
 * unit tests say so (scripts/build/pageCache.test.ts).
 */
const SPEC = 'node_modules/@readme/oas-examples/3.0/json/petstore.json';
const work = mkdtempSync(path.join(tmpdir(), 'rebuild-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/**
 * `npm run build` in `dir`, as a person runs it: without what Vitest sets in its environment
 * (`NODE_ENV=test`, in which Vite bundles React's development build, and the `import.meta.env`
 * values of vitest.config.ts, which Vike would inline: our own data folder's path).
 */
function build(dir: string, args: string[] = [], env: Record<string, string> = {}): string {
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([name]) => !['NODE_ENV', 'API_DATA_DIR', 'PUBLIC_ENV__SITE_URL'].includes(name) && !name.startsWith('VITEST')));
  const run = spawnSync('npm', ['run', 'build', '--', ...args], { cwd: dir, encoding: 'utf8', env: { ...inherited, ...env } });
  expect(run.status, run.stdout + run.stderr).toBe(0);
  return run.stdout;
}

/** Every file under `dir`, by its path there. */
function files(dir: string): Map<string, Buffer> {
  return new Map(
    readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((file) => statSync(path.join(dir, file)).isFile())
      .sort()
      .map((file) => [file, readFileSync(path.join(dir, file))]),
  );
}

describe('a rebuild', () => {
  it('after an operation and a shared schema are edited, renders only their pages and writes what a cold build writes', { timeout: 600_000 }, () => {
    const dir = prepareSiteFromSpec(path.resolve(SPEC), path.join(work, 'site'));
    const cold = pagesRendered(build(dir));
    expect(cold.rendered).toBe(cold.pages);
    expect(pagesRendered(build(dir)).rendered, 'nothing changed: every page from the cache').toBe(0);

    const specFile = path.join(dir, 'spec/openapi.yaml');
    const spec = JSON.parse(readFileSync(specFile, 'utf8'));
    spec.paths['/pet'].put.description = 'Edited: replaces a pet whole.';
    spec.components.schemas.Tag.description = 'Edited: a label on pets.';
    writeFileSync(specFile, JSON.stringify(spec, null, 2));
    const rebuilt = pagesRendered(build(dir));
    // The operations that reach `Tag` (its pets) and every page that is not an operation's are rendered again; the others come from the cache.
    expect(rebuilt.rendered).toBeGreaterThan(0);
    expect(rebuilt.rendered).toBeLessThan(rebuilt.pages);

    build(dir, ['--no-cache'], { SITE_OUT_DIR: '.cache/cold' });
    const [incremental, fresh] = [files(path.join(dir, 'dist/client')), files(path.join(dir, '.cache/cold/client'))];
    expect([...incremental.keys()]).toEqual([...fresh.keys()]);
    const differing = [...incremental].filter(([file, bytes]) => !bytes.equals(fresh.get(file)!)).map(([file]) => file);
    expect(differing).toEqual([]);
  });
});
