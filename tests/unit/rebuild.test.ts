import { spawnSync } from 'node:child_process';
import { appendFileSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { OpenApiDocument } from '../../generator/load/index.ts';
import { collectOperations } from '../../generator/normalize/collectOperations.ts';
import { resolveOperationSlugs, resolveSchemaSlugs } from '../../generator/normalize/resolveSlug.ts';
import { pagesRendered } from '../../scripts/bench/measureRebuilds.ts';
import { prepareSiteFromSpec } from '../../scripts/siteFromSpec.ts';

/**
 * A Swagger 2.0 document's whole site, built as a team adopting the pipeline builds it (`npm run
 * site-from-spec`), is `npm test`'s proof that such a document builds (issue 32): every page is
 * checked in the built files. Then rebuilt.
 *
 * A rebuild leaves in place what the last build wrote and its inputs did not change, writes from
 * the caches what the output lacks (scripts/build/pageCache.ts, bundleCache.mjs, outputRecord.ts)
 * and renders only the rest, and must write exactly what a cold build of the same sources writes
 * (issue 35). Here on that site, with a release history naming one of its operations: built, built
 * again with nothing changed but its output tampered with (which no page's key sees) and most of it
 * removed (one build for both: a build costs ~8 s of one core); then its sources edited where the
 * cache keeps most pages (the named operation's description, a schema some operations share and an
 * example of it, a docs page, the release history), then edited where every page changes (an
 * operation added and one removed, which change the route table and the sidebar; a locale string),
 * each rebuilt and compared, every file, with a build of the same sources with `--no-cache` into
 * another folder. Which keys each change reaches: the
 * keys' unit tests (scripts/build/pageCache.test.ts).
 */
const SPEC = 'node_modules/@readme/oas-examples/2.0/json/petstore.json';
const work = mkdtempSync(path.join(tmpdir(), 'rebuild-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** The environment of `npm run build` as a person runs it: without what Vitest sets ({@link build}). */
const buildEnv = (env: Record<string, string> = {}) => ({
  ...Object.fromEntries(Object.entries(process.env).filter(([name]) => !['NODE_ENV', 'API_DATA_DIR', 'PUBLIC_ENV__SITE_URL'].includes(name) && !name.startsWith('VITEST'))),
  ...env,
});

/**
 * `npm run build` in `dir`, as a person runs it: without what Vitest sets in its environment
 * (`NODE_ENV=test`, in which Vite bundles React's development build, and the `import.meta.env`
 * values of vitest.config.ts, which Vike would inline: our own data folder's path).
 */
function build(dir: string, args: string[] = [], env: Record<string, string> = {}): string {
  const run = spawnSync('npm', ['run', 'build', '--', ...args], { cwd: dir, encoding: 'utf8', env: buildEnv(env) });
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

/** The text of the page's first `<h1>`, its tags left out. */
const heading = (html: string) => /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1]?.replace(/<[^>]+>/g, '');

describe("a Swagger 2.0 document's whole site", () => {
  const dir = path.join(work, 'site');
  let built: Map<string, Buffer>;

  it('is built: each operation and named schema has its page in every locale, headed by its summary or name, and listed in the index', { timeout: 300_000 }, () => {
    prepareSiteFromSpec(path.resolve(SPEC), dir);
    const added = { severity: 'non-breaking', rule: 'operation-added', kind: 'added', node: 'Operation', message: 'The operation was added.', operation: { method: 'put', path: '/pet', slug: 'update-pet' }, at: 'paths/~1pet/put' };
    writeFileSync(path.join(dir, 'spec/changelog.yaml'), JSON.stringify({ releases: [{ version: '1.1.0', changes: [added] }, { version: '1.0.0', changes: [] }] }));
    const first = pagesRendered(build(dir));
    expect(first.rendered).toBe(first.pages);
    built = site(dir);

    // The pages are named from the OpenAPI 3.0 document it was read as, which the site offers for download.
    const document = JSON.parse(readFileSync(path.join(dir, 'site/generated/openapi.json'), 'utf8')) as OpenApiDocument;
    expect(document.openapi).toMatch(/^3\.0\./);
    const operations = collectOperations(document);
    const slugs = resolveOperationSlugs(operations);
    const names = Object.keys(document.components?.schemas ?? {});
    const schemaSlugs = resolveSchemaSlugs(names);
    expect(slugs.length).toBe(20);
    expect(names.length).toBe(6);
    const page = (route: string) => built.get(path.join(route.slice(1), 'index.html'))?.toString('utf8') ?? '';
    for (const prefix of ['', '/he', '/zh']) {
      slugs.forEach((slug, i) => expect(heading(page(`${prefix}/api/${slug}`)), slug).toContain(operations[i]!.operation.summary)); // A badge may follow.
      schemaSlugs.forEach((slug, i) => expect(heading(page(`${prefix}/api/schemas/${slug}`)), slug).toBe(names[i]));
      for (const slug of slugs) expect(page(`${prefix}/api`)).toContain(`href="${prefix}/api/${slug}"`);
      for (const slug of schemaSlugs) expect(page(`${prefix}/api/schemas`)).toContain(`href="${prefix}/api/schemas/${slug}"`);
    }
  });

  it('is rebuilt rendering only what changed, leaving or restoring the rest, writing what a cold build writes', { timeout: 1_200_000 }, () => {
    // Nothing changed, but its output tampered with and mostly removed, in one build: a page changed
    // (same size), a stray file added, and the bundles' files, a whole locale's pages and the files
    // about every page (search index, sitemap, llms files) removed. The English pages left are left in
    // place; the rest is written from the caches.
    const client = path.join(dir, 'dist/client');
    const page = path.join(client, 'api/add-pet/index.html');
    writeFileSync(page, readFileSync(page, 'utf8').replace('<title>', '<TITLE>'));
    writeFileSync(path.join(client, 'stray.html'), 'left by someone');
    for (const removed of ['dist/assets.json', 'dist/client/assets', 'dist/client/he', 'dist/client/pagefind', 'dist/client/sitemap.xml', 'dist/client/llms.txt', 'dist/client/llms-full.txt']) {
      rmSync(path.join(dir, removed), { recursive: true });
    }
    const restoring = build(dir);
    expect(pagesRendered(restoring).rendered, 'nothing changed: every page from the cache').toBe(0);
    expect(Number(/(\d+) of them left in place/.exec(restoring)?.[1]), 'the pages untouched are left in place').toBeGreaterThan(0);
    expect(differences(site(dir), built)).toEqual([]);

    const specFile = path.join(dir, 'spec/openapi.yaml');
    const spec = JSON.parse(readFileSync(specFile, 'utf8'));
    spec.paths['/pet'].put.description = 'Edited: replaces a pet whole.';
    spec.definitions.Tag.description = 'Edited: a label on pets.';
    // And an example their code samples show: code the highlight cache does not have, highlighted by a
    // process that did not load shiki's engine beforehand (the bundles are kept).
    spec.definitions.Tag.properties.name.example = 'edited-tag';
    writeFileSync(specFile, JSON.stringify(spec, null, 2));
    // And a docs page, which the pages made from site/content read as they render (no bundle holds
    // it), and the release history, which the operations' pages and the changelog read.
    appendFileSync(path.join(dir, 'site/content/en/docs/intro.md'), '\nA paragraph added.\n');
    // A release that added an operation no edit above reaches: its page now says since when.
    const historyFile = path.join(dir, 'spec/changelog.yaml');
    const history = JSON.parse(readFileSync(historyFile, 'utf8'));
    const operations = collectOperations(JSON.parse(readFileSync(path.join(dir, 'site/generated/openapi.json'), 'utf8')) as OpenApiDocument);
    const inventory = operations.findIndex(({ method, path: route }) => method === 'get' && route === '/store/inventory');
    const added = { ...history.releases[0].changes[0], operation: { method: 'get', path: '/store/inventory', slug: resolveOperationSlugs(operations)[inventory] }, at: 'paths/~1store~1inventory/get' };
    history.releases.unshift({ version: '1.2.0', changes: [added] });
    writeFileSync(historyFile, JSON.stringify(history));
    const rebuilt = pagesRendered(build(dir));
    // The operations' pages, the changelog and the content's pages are rendered again; the
    // schemas' and the reference's overview come from the cache.
    expect(rebuilt.rendered).toBeGreaterThan(0);
    expect(rebuilt.rendered).toBeLessThan(rebuilt.pages);
    expect(againstCold(dir)).toEqual([]);

    // Changes every page has: an operation added and one removed, a locale string.
    spec.paths['/pet/count'] = { get: { ...spec.paths['/store/inventory'].get, operationId: 'countPets', summary: 'Counts the pets' } };
    delete spec.paths['/pet/findByTags'];
    writeFileSync(specFile, JSON.stringify(spec, null, 2));
    const strings = path.join(dir, 'locales/he/common.json');
    writeFileSync(strings, readFileSync(strings, 'utf8').replace('"site.tagline": "', '"site.tagline": "(נערך) '));
    const everything = pagesRendered(build(dir));
    expect(everything.rendered).toBe(everything.pages);
    expect(againstCold(dir)).toEqual([]);
  });

  it('fails on a broken link in a docs page, saying where without a stack trace', { timeout: 300_000 }, () => {
    const intro = path.join(dir, 'site/content/en/docs/intro.md');
    const text = readFileSync(intro, 'utf8');
    writeFileSync(intro, `${text}\nSee [the setup](/docs/no-such-page).\n`);
    const run = spawnSync('npm', ['run', 'build'], { cwd: dir, encoding: 'utf8', env: buildEnv() });
    writeFileSync(intro, text);
    expect(run.status).not.toBe(0);
    const line = text.split('\n').length + 1;
    expect(run.stderr).toContain(`site/content/en/docs/intro.md:${line}: broken link to "/docs/no-such-page": no page has that path`);
    expect(run.stderr).not.toMatch(/^\s+at /m);
  });

  it('fails on a malformed release history, saying where', { timeout: 120_000 }, () => {
    const historyFile = path.join(dir, 'spec/changelog.yaml');
    const text = readFileSync(historyFile, 'utf8');
    const history = JSON.parse(text);
    history.releases[0].date = 'yesterday';
    writeFileSync(historyFile, JSON.stringify(history, null, 2));
    const run = spawnSync('npm', ['run', 'build'], { cwd: dir, encoding: 'utf8', env: buildEnv() });
    writeFileSync(historyFile, text);
    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain('The release history spec/changelog.yaml is not valid.');
    expect(run.stderr).toMatch(/^spec\/changelog\.yaml:\d+:\d+: error: releases\.0\.date: /m);
  });

  it('fails on a locale file that is not JSON, saying where, before anything is bundled', { timeout: 60_000 }, () => {
    const strings = path.join(dir, 'locales/zh/common.json');
    const text = readFileSync(strings, 'utf8');
    writeFileSync(strings, text.replace('{\n', '{\n  "a": 1,,\n'));
    const run = spawnSync('npm', ['run', 'build'], { cwd: dir, encoding: 'utf8', env: buildEnv() });
    writeFileSync(strings, text);
    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain('locales/zh/common.json:2:10: not valid JSON: Expected double-quoted property name');
    expect(run.stdout).not.toContain('vite v');
  });
});
