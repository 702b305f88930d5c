import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { buildScriptBundle, loadBuildScript, loadPageList } from './buildScriptBundle.mjs';

// In the project, as the build keeps it: the bundle imports its packages from node_modules.
const caches = fileURLToPath(new URL('../../.cache/', import.meta.url));
mkdirSync(caches, { recursive: true });
const work = mkdtempSync(path.join(caches, 'test-build-script-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const record = (dir: string) => JSON.parse(readFileSync(path.join(dir, 'record.json'), 'utf8'));

describe("the build script’s TypeScript as plain modules", () => {
  it('runs as the modules do, sharing the plain modules the build script imports', async () => {
    const cache = path.join(work, 'runs');
    const { startPrerenderThreads, startPrerendering } = await loadBuildScript({ cache });
    expect(typeof startPrerenderThreads).toBe('function');
    expect(typeof startPrerendering).toBe('function');
    const code = readFileSync(await buildScriptBundle('build', { cache }), 'utf8');
    // The same module as ./build.mjs's, not a copy with state of its own.
    expect(code).toContain(`from ${JSON.stringify(new URL('./startShards.mjs', import.meta.url).href)}`);
    expect(code).not.toMatch(/import\.meta\.url/);
    const files = Object.keys(record(path.join(cache, 'build')).madeOf.files);
    expect(files).toEqual(expect.arrayContaining(['scripts/build/prerenderAfterBuild.ts', 'scripts/search/indexSite.ts']));
    // The route table is read once the generator has written it, from the page list's bundle.
    expect(files.filter((file) => file.startsWith('site/generated/'))).toEqual([]);
    const { sitePageList } = await loadPageList({ cache });
    expect(typeof sitePageList).toBe('function');
    expect(Object.keys(record(path.join(cache, 'pageList')).madeOf.files)).toContain('site/generated/routes.ts');
    // And the code that made it: a change to the bundler makes the bundles again.
    for (const name of ['build', 'pageList']) expect(Object.keys(record(path.join(cache, name)).madeOf.files)).toEqual(expect.arrayContaining(['scripts/build/buildScriptBundle.mjs', 'scripts/build/bundleModule.mjs']));
  });

  it("leaves no esbuild service running once its bundles are made: it would live through the pre-rendering, at the build's peak memory", async () => {
    const children = `/proc/${process.pid}/task/${process.pid}/children`;
    if (!existsSync(children)) return; // Linux only: where the children are listed.
    const esbuilds = () =>
      readFileSync(children, 'utf8')
        .split(' ')
        .filter(Boolean)
        .filter((pid) => existsSync(`/proc/${pid}/comm`) && readFileSync(`/proc/${pid}/comm`, 'utf8').startsWith('esbuild'));
    const cache = path.join(work, 'service');
    // Two at once, as the build makes them: the service serves both (seen while they are made), then goes.
    let seen = 0;
    const watch = setInterval(() => (seen = Math.max(seen, esbuilds().length)), 5);
    await Promise.all([buildScriptBundle('build', { cache }), buildScriptBundle('pageList', { cache })]).finally(() => clearInterval(watch));
    expect(seen).toBe(1);
    // Stopped, it ends within moments (the old code left it running until the process ended).
    await expect.poll(esbuilds, { timeout: 2000 }).toEqual([]);
  });

  it('is kept while the files it was made from are as they were, and made again when one is not', async () => {
    const cache = path.join(work, 'kept');
    const bundle = () => buildScriptBundle('build', { cache });
    const first = await bundle();
    const written = statSync(first).mtimeMs;
    expect(await bundle()).toBe(first);
    expect(statSync(first).mtimeMs).toBe(written);

    // As if prerenderAfterBuild.ts had been edited since: its hash no longer matches.
    const dir = path.join(cache, 'build');
    const edited = record(dir);
    edited.madeOf.files['scripts/build/prerenderAfterBuild.ts'] = 'an older hash';
    writeFileSync(path.join(dir, 'record.json'), JSON.stringify(edited));
    const again = await bundle();
    expect(again).toBe(first); // The same sources make the same module...
    expect(record(dir).madeOf.files['scripts/build/prerenderAfterBuild.ts']).not.toBe('an older hash'); // ...made again.

    // A file it was made from that is gone.
    const gone = record(dir);
    gone.madeOf.files['scripts/build/gone.ts'] = 'the hash it had';
    writeFileSync(path.join(dir, 'record.json'), JSON.stringify(gone));
    expect(await bundle()).toBe(first);
    expect(record(dir).madeOf.files).not.toHaveProperty(['scripts/build/gone.ts']);

    // Its module gone, the record alone.
    rmSync(first);
    expect(await bundle()).toBe(first);
    expect(existsSync(first)).toBe(true);
  });
});
