import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { operationFiles } from '../../site/pages/api/@slug/operationPage.ts';
import { routes, schemaRoutes } from '../../site/generated/routes.ts';
import { schemaFiles } from '../../site/pages/api/schemas/@slug/schemaPage.ts';
import { dataKey, hashFiles, pageCache, pageCacheDir, pruneCache, renderKey } from './pageCache.ts';

const PROJECT = process.cwd();
const work = mkdtempSync(path.join(tmpdir(), 'page-cache-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/**
 * A project as the build sees it once `vike build` has run: the server bundle and the client's
 * assets in dist/, the files the server reads as it renders, and the generated data (a copy of
 * our own, so that which operations reach which schema is the real spec's).
 */
function project(): string {
  const dir = mkdtempSync(path.join(work, 'project-'));
  const file = (name: string, text: string) => {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  };
  file('dist/server/entry.mjs', 'export const page = 1;');
  file('dist/client/assets/entry-abc123.js', 'client');
  file('site/content/en/docs/intro.md', '---\ntitle: Intro\n---\nHello');
  file('site/components/Page.tsx', 'export const Page = () => null;');
  file('locales/he/common.json', '{"home":"בית"}');
  file('templates/code-samples/curl.hbs', 'curl {{url}}');
  file('spec/changelog.yaml', 'releases: []');
  file('package-lock.json', '{}');
  cpSync('site/generated', path.join(dir, 'site/generated'), { recursive: true });
  return dir;
}

describe('the keys of the pages cache', () => {
  let dir: string;
  const keys = () => {
    const render = renderKey(path.join(dir, 'dist'), path.join(dir, 'site/generated'), [path.join(dir, 'spec/changelog.yaml')]);
    const data = dataKey(path.join(dir, 'site/generated'));
    const operations = Object.fromEntries(Object.keys(routes).map((slug) => [slug, hashFiles(operationFiles(slug, path.join(dir, 'site/generated'))!)]));
    const schemas = Object.fromEntries(Object.keys(schemaRoutes).map((slug) => [slug, hashFiles(schemaFiles(slug, path.join(dir, 'site/generated'))!)]));
    return { render, data, operations, schemas };
  };
  // The build runs from the project's folder: so do the keys here, from the copy's.
  beforeEach(() => {
    dir = project();
    process.chdir(dir);
    return () => process.chdir(PROJECT);
  });

  it.each([
    ['the server bundle (code, route table, sidebar, bundled strings)', 'dist/server/entry.mjs'],
    ['a docs page', 'site/content/en/docs/intro.md'],
    ["a component's code", 'site/components/Page.tsx'],
    ['a locale string', 'locales/he/common.json'],
    ["a code sample's template", 'templates/code-samples/curl.hbs'],
    ['the release history', 'spec/changelog.yaml'],
    ['the packages (lock file)', 'package-lock.json'],
  ])('change every page\'s key when %s changes, and no data key', (_, file) => {
    const before = keys();
    writeFileSync(path.join(dir, file), `${readFileSync(path.join(dir, file), 'utf8')}\n// changed`);
    const after = keys();
    expect(after.render).not.toBe(before.render);
    expect(after.data).toBe(before.data);
    expect(after.operations).toEqual(before.operations);
    expect(after.schemas).toEqual(before.schemas);
  });

  it("change every page's key when the client's assets or the deployment's variables change", () => {
    const before = keys().render;
    writeFileSync(path.join(dir, 'dist/client/assets/entry-def456.js'), 'client');
    const withAsset = keys().render;
    expect(withAsset).not.toBe(before);
    vi.stubEnv('SITE_URL', 'https://docs.example.com');
    expect(keys().render).not.toBe(withAsset);
    vi.unstubAllEnvs();
  });

  it("change only that operation's key (and the pages of all data) when an operation's description changes", () => {
    const before = keys();
    const file = path.join(dir, 'site/generated', routes['login']!);
    writeFileSync(file, readFileSync(file, 'utf8').replace('"description": "', '"description": "Edited. '));
    const after = keys();
    expect(after.render).toBe(before.render);
    expect(after.data).not.toBe(before.data);
    const changed = Object.keys(routes).filter((slug) => after.operations[slug] !== before.operations[slug]);
    expect(changed).toEqual(['login']);
    // No schema's page shows an operation's description.
    expect(after.schemas).toEqual(before.schemas);
  });

  it('change the keys of exactly the operations that reach a schema when it changes', () => {
    const schemas = readdirSync(path.join(dir, 'site/generated/schemas'));
    // A schema some operations reach and others do not.
    const reaching = (name: string) => Object.keys(routes).filter((slug) => operationFiles(slug, path.join(dir, 'site/generated'))!.some((file) => file.endsWith(`/schemas/${name}`)));
    const schema = schemas.find((name) => reaching(name).length > 1 && reaching(name).length < Object.keys(routes).length)!;
    const before = keys();
    const file = path.join(dir, 'site/generated/schemas', schema);
    writeFileSync(file, readFileSync(file, 'utf8').replace('{', '{"description":"Edited.",'));
    const after = keys();
    const changed = Object.keys(routes).filter((slug) => after.operations[slug] !== before.operations[slug]);
    expect(changed).toEqual(reaching(schema));
    expect(after.render).toBe(before.render);
    // And of the schema pages showing it: its own, and those of the schemas reaching it (issue 34).
    const showing = Object.keys(schemaRoutes).filter((slug) => schemaFiles(slug, path.join(dir, 'site/generated'))!.some((file) => file.endsWith(`/schemas/${schema}`)));
    expect(showing.length).toBeGreaterThan(0);
    expect(Object.keys(schemaRoutes).filter((slug) => after.schemas[slug] !== before.schemas[slug])).toEqual(showing);
  });

  it("change a schema page's key, and the pages of all data, when only its page's file changes (who uses it)", () => {
    const before = keys();
    const file = path.join(dir, 'site/generated', schemaRoutes['room']!);
    writeFileSync(file, readFileSync(file, 'utf8').replace('"usedBy": [', '"usedBy": [{ "slug": "login", "in": ["request"] },'));
    const after = keys();
    expect(after.data).not.toBe(before.data);
    expect(Object.keys(schemaRoutes).filter((slug) => after.schemas[slug] !== before.schemas[slug])).toEqual(['room']);
  });
});

describe('the pages cache', () => {
  it('gives back what was put under a key, nothing under another; keeps what a build used and prunes the rest', () => {
    const dir = path.join(work, 'cache');
    const cache = pageCache(dir);
    cache.put('a', { files: [['api/ping/index.html', '<p>ping</p>']], document: '<html></html>' });
    cache.put('b', { files: [['api/pong/index.html', '<p>pong</p>']], document: null });
    expect(cache.get('a')).toEqual({ files: [['api/ping/index.html', '<p>ping</p>']], document: '<html></html>' });
    expect(cache.get('c')).toBeUndefined();
    const long = new Date(Date.now() - 60_000);
    utimesSync(path.join(dir, 'b.json'), long, long);
    const buildStart = Date.now() - 1_000;
    cache.get('a'); // used by this build
    pruneCache(dir, buildStart);
    expect(readdirSync(dir)).toEqual(['a.json']);
  });

  it('is one per output directory', () => {
    expect(pageCacheDir(path.resolve('dist'))).toBe('.cache/pages/dist');
    expect(pageCacheDir(path.resolve('.cache/variant'))).toBe('.cache/pages/.cache_variant');
  });
});
