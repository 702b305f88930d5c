import { spawnSync } from 'node:child_process';
import { appendFileSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { pagesRendered } from '../../scripts/bench/measureRebuilds.ts';
import { prepareSiteFromSpec } from '../../scripts/siteFromSpec.ts';

/**
 * A rebuild leaves in place what the last build wrote and its inputs did not change, writes from
 * the caches what the output lacks (scripts/build/pageCache.ts, bundleCache.mjs, outputRecord.ts)
 * and renders only the rest, and must write exactly what a cold build of the same sources writes
 * (issue 35). Here on a small public spec's whole site, with a release history naming one of its
 * operations: built, built again with nothing changed, with its output tampered with and with its
 * output removed; then its spec edited where the cache keeps most pages (the named operation's
 * description, a schema some operations share), then edited where
 * every page changes (an operation added and one removed, which change the route table and the
 * sidebar; a docs page; a locale string), each rebuilt and compared, every file, with a build of
 * the same sources with `--no-cache` into another folder. Which keys each change reaches: the
 * keys' unit tests (scripts/build/pageCache.test.ts).
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

/** The built site of the project `dir` (`out`: its output directory), every file by its path there. */
const site = (dir: string, out = 'dist') => files(path.join(dir, out, 'client'));

/** The files that differ between two sites, or that only one has. */
function differences(a: Map<string, Buffer>, b: Map<string, Buffer>): string[] {
  const names = new Set([...a.keys(), ...b.keys()]);
  return [...names].filter((name) => !a.get(name)?.equals(b.get(name) ?? Buffer.alloc(0)) || !b.has(name)).sort();
}

/** Builds the project `dir` with `--no-cache` into another folder, and says how its site differs from the rebuilt one. */
function againstCold(dir: string): string[] {
  build(dir, ['--no-cache'], { SITE_OUT_DIR: '.cache/cold' });
  return differences(site(dir), site(dir, '.cache/cold'));
}

describe('a rebuild', () => {
  it('renders only what changed, leaves or restores the rest, and writes what a cold build writes', { timeout: 1_200_000 }, () => {
    const dir = prepareSiteFromSpec(path.resolve(SPEC), path.join(work, 'site'));
    const added = { severity: 'non-breaking', rule: 'operation-added', kind: 'added', node: 'Operation', message: 'The operation was added.', operation: { method: 'put', path: '/pet', slug: 'update-pet' }, at: 'paths/~1pet/put' };
    writeFileSync(path.join(dir, 'spec/changelog.yaml'), JSON.stringify({ releases: [{ version: '1.1.0', changes: [added] }, { version: '1.0.0', changes: [] }] }));
    const first = pagesRendered(build(dir));
    expect(first.rendered).toBe(first.pages);
    const built = site(dir);

    expect(pagesRendered(build(dir)).rendered, 'nothing changed: every page from the cache').toBe(0);
    expect(differences(site(dir), built)).toEqual([]);

    // Its output tampered with: a page changed (same size), one removed, a stray file added.
    const client = path.join(dir, 'dist/client');
    const page = path.join(client, 'api/add-pet/index.html');
    writeFileSync(page, readFileSync(page, 'utf8').replace('<title>', '<TITLE>'));
    rmSync(path.join(client, 'he/api/add-pet/index.html'));
    writeFileSync(path.join(client, 'stray.html'), 'left by someone');
    expect(pagesRendered(build(dir)).rendered, 'tampered with: written again from the cache').toBe(0);
    expect(differences(site(dir), built)).toEqual([]);

    // Its output removed: the pages, the bundles' files and the files about every page from the caches.
    rmSync(path.join(dir, 'dist'), { recursive: true });
    expect(pagesRendered(build(dir)).rendered, 'no output: every page from the cache').toBe(0);
    expect(differences(site(dir), built)).toEqual([]);

    const specFile = path.join(dir, 'spec/openapi.yaml');
    const spec = JSON.parse(readFileSync(specFile, 'utf8'));
    spec.paths['/pet'].put.description = 'Edited: replaces a pet whole.';
    spec.components.schemas.Tag.description = 'Edited: a label on pets.';
    writeFileSync(specFile, JSON.stringify(spec, null, 2));
    const rebuilt = pagesRendered(build(dir));
    // The operations that reach `Tag` (its pets) and the changelog, which links the edited one, are rendered again; the others come from the cache.
    expect(rebuilt.rendered).toBeGreaterThan(0);
    expect(rebuilt.rendered).toBeLessThan(rebuilt.pages / 2);
    expect(againstCold(dir)).toEqual([]);

    // Changes every page has: an operation added and one removed, a docs page, a locale string.
    spec.paths['/pet/count'] = { get: { ...spec.paths['/store/inventory'].get, operationId: 'countPets', summary: 'Counts the pets' } };
    delete spec.paths['/pet/findByTags'];
    writeFileSync(specFile, JSON.stringify(spec, null, 2));
    appendFileSync(path.join(dir, 'site/content/en/docs/intro.md'), '\nA paragraph added.\n');
    const strings = path.join(dir, 'locales/he/common.json');
    writeFileSync(strings, readFileSync(strings, 'utf8').replace('"site.tagline": "', '"site.tagline": "(נערך) '));
    const everything = pagesRendered(build(dir));
    expect(everything.rendered).toBe(everything.pages);
    expect(againstCold(dir)).toEqual([]);
  });
});
