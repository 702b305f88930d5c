import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { bundleCacheDir, keptBundles, LOADED_FILES, restoreBundles, storeBundles, uncovered } from './bundleCache.mjs';

const PROJECT = process.cwd();
const work = mkdtempSync(path.join(tmpdir(), 'bundle-cache-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('what the bundles read', () => {
  it('is covered by their key when it is in its inputs, or a package', () => {
    const project = '/p';
    const loaded = ['/p/site/pages/+config.ts', '/p/locales/he/common.json', '/p/site/generated/routes.ts', '/p/node_modules/react/index.js', '/p/scripts/build/outDir.mjs', '/other/node_modules/vike/dist/index.js'];
    expect(uncovered(loaded, project)).toEqual([]);
    // Outside the inputs, or left out of them: the generated data, a test, another folder.
    expect(uncovered(['/p/spec/openapi.yaml', '/p/site/generated/operations/login.json', '/p/site/components/Page.test.tsx', '/p/vitest.config.ts'], project)).toEqual([
      '/p/spec/openapi.yaml',
      '/p/site/generated/operations/login.json',
      '/p/site/components/Page.test.tsx',
      '/p/vitest.config.ts',
    ]);
  });
});

describe('the bundles kept', () => {
  let project: string;
  const file = (name: string, text: string, time?: Date) => {
    mkdirSync(path.dirname(path.join(project, name)), { recursive: true });
    writeFileSync(path.join(project, name), text);
    if (time) utimesSync(path.join(project, name), time, time);
  };
  beforeEach(() => {
    project = mkdtempSync(path.join(work, 'project-'));
    process.chdir(project);
    return () => {
      process.chdir(PROJECT);
      vi.restoreAllMocks();
    };
  });
  const long = new Date(Date.now() - 60_000);

  it("are what the bundler wrote since the build's start, but what others wrote meanwhile; put back as they were, the same bytes left as they are", () => {
    const since = Date.now() - 1_000;
    file('dist/client/index.html', 'a page of the last build', long);
    file('dist/client/assets/entry-abc.js', 'client');
    file('dist/server/entry.mjs', 'server');
    file('dist/assets.json', '{}');
    file('dist/client/openapi.json', 'the spec');
    file(`dist/${LOADED_FILES}`, JSON.stringify([path.join(project, 'site/pages/+config.ts')]));
    expect(storeBundles('dist', 'key1', since, ['client/openapi.json'])).toBe(true);
    const kept = keptBundles('dist', 'key1')!;
    expect(readdirSync(kept, { recursive: true, encoding: 'utf8' }).sort()).toEqual(['assets.json', 'client', 'client/assets', 'client/assets/entry-abc.js', 'server', 'server/entry.mjs']);
    expect(keptBundles('dist', 'key2')).toBeUndefined();

    // Another build: one file the same, one changed, one gone; the server bundle is loaded from the cache.
    file('dist/client/assets/entry-abc.js', 'changed');
    rmSync(path.join(project, 'dist/assets.json'));
    const left = restoreBundles(kept, 'dist');
    expect(left).toEqual([]);
    expect(readFileSync('dist/client/assets/entry-abc.js', 'utf8')).toBe('client');
    expect(readFileSync('dist/assets.json', 'utf8')).toBe('{}');
    const time = statSync('dist/client/assets/entry-abc.js').mtimeMs;
    expect(restoreBundles(kept, 'dist').sort()).toEqual([path.join('dist', 'assets.json'), path.join('dist', 'client/assets/entry-abc.js')]);
    expect(statSync('dist/client/assets/entry-abc.js').mtimeMs).toBe(time);

    // A later key replaces it.
    file(`dist/${LOADED_FILES}`, '[]');
    expect(storeBundles('dist', 'key2', since, [])).toBe(true);
    expect(readdirSync(bundleCacheDir('dist'))).toEqual(['key2']);
  });

  it('are not kept when the bundler read a file their key does not cover, nor without the list of what it read', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    file('dist/client/assets/entry-abc.js', 'client');
    file(`dist/${LOADED_FILES}`, JSON.stringify([path.join(project, 'spec/openapi.yaml')]));
    expect(storeBundles('dist', 'key1', Date.now() - 1_000, [])).toBe(false);
    expect(warn.mock.calls[0]![0]).toContain(path.join(project, 'spec/openapi.yaml'));
    expect(storeBundles('dist', 'key1', Date.now() - 1_000, [])).toBe(false);
    expect(keptBundles('dist', 'key1')).toBeUndefined();
  });
});
