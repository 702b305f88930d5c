import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { getPriority, tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_SHARE, shareOut, startPrerenderThreads, type PageUrl, type Share, type ShardTask } from './prerenderThreads.ts';
import { estimatedPaths, LARGE_SITE_PATHS, prerenderThreadCount, startShard, youngGeneration } from './startShards.mjs';
import { PRIORITY, WARM } from './prerenderShard.mjs';

const work = mkdtempSync(path.join(tmpdir(), 'prerender-threads-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/**
 * A build's output whose server bundle renders nothing: each part asks for shares until none is
 * left (as site/prerender does), sends one search document naming them, the first page of the
 * list it was given and what its thread is (its environment, priority, the packages it warmed:
 * {@link COLD}, whether it can collect garbage, its young generation), and the part named by
 * `FAILING_PART` fails as a page would.
 */
function fakeBuild(name = 'dist'): string {
  const outDir = path.join(work, name);
  mkdirSync(path.join(outDir, 'server'), { recursive: true });
  writeFileSync(path.join(outDir, 'server/entry.mjs'), 'globalThis.entryLoaded = true;\n');
  writeFileSync(
    path.join(outDir, 'server/prerender.mjs'),
    `import { getPriority } from 'node:os';
import { getHeapSpaceStatistics } from 'node:v8';
import { parentPort } from 'node:worker_threads';
const ask = () => new Promise((resolve) => { parentPort.once('message', (m) => resolve(m.share)); parentPort.postMessage({ wantShare: true }); });
export async function prerenderPart({ index, count }, task) {
  if (!globalThis.entryLoaded) throw new Error('the entry was not loaded first');
  // A part that fails at once beside others that would render until they are stopped.
  if (process.env.FAILING_AT_ONCE !== undefined) {
    if (process.env.FAILING_AT_ONCE === String(index)) throw new Error('Pre-rendering /docs/broken failed');
    setInterval(() => {}, 1000);
    return new Promise(() => {});
  }
  const shares = [];
  for (let share = await ask(); share; share = await ask()) {
    shares.push(share);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  if (process.env.GROW_YOUNG) {
    let kept = [];
    for (let i = 0; i < 1e6; i++) { kept.push({ i, s: 'x' + i }); if (kept.length > 1e5) kept = []; }
  }
  const youngMb = getHeapSpaceStatistics().find((space) => space.space_name === 'new_space').space_size / 2 ** 20;
  const thread = { env: process.env.NODE_ENV, priority: getPriority(), warmed: globalThis.warmed ?? [], gc: typeof globalThis.gc, youngMb };
  parentPort.postMessage({ searchDocument: [index, \`part-\${index}-of-\${count}.html\`, JSON.stringify({ bundle: ${JSON.stringify(name)}, shares, first: task.pages[0]?.url, ...thread })] });
  if (process.env.FAILING_PART === String(index)) throw new Error('Pre-rendering /api/broken failed');
  // An error of the thread's own, which no page's rendering catches.
  if (process.env.FAILING_THREAD === String(index)) setTimeout(() => { throw new Error('the thread broke'); });
  if (process.env.FAILING_THREAD !== undefined) await new Promise(() => {});
}
`,
  );
  return path.join(outDir, 'server');
}

/** Every share `next` gives, in order. */
const allShares = (next: () => Share | undefined) => {
  const shares: Share[] = [];
  for (let share = next(); share; share = next()) shares.push(share);
  return shares;
};

afterEach(() => vi.unstubAllEnvs());

describe('pre-rendering in several threads', () => {
  it('shares the pages out in runs of neighbours, long first and shorter as fewer are left, each page once', () => {
    for (const count of [1, 2, 3, 4]) {
      const shares = allShares(shareOut(10, 1000, count));
      expect(shares[0]![0]).toBe(10);
      expect(shares.at(-1)![1]).toBe(1000);
      for (const [i, share] of shares.entries()) if (i > 0) expect(share[0]).toBe(shares[i - 1]![1]);
      const sizes = shares.map(([start, end]) => end - start);
      expect(sizes[0]).toBe(Math.min(MAX_SHARE, Math.ceil(990 / (2 * count))));
      expect(Math.max(...sizes)).toBeLessThanOrEqual(MAX_SHARE);
      for (const [i, size] of sizes.entries()) if (i > 0) expect(size).toBeLessThanOrEqual(sizes[i - 1]!);
      expect(Math.min(...sizes.slice(0, -1))).toBeGreaterThanOrEqual(4);
    }
    expect(allShares(shareOut(3, 3, 2))).toEqual([]);
    expect(allShares(shareOut(0, 2, 4))).toEqual([[0, 2]]);
  });

  it('starts a thread per core for a site large enough, one for a small one, unless PRERENDER_THREADS chooses', () => {
    vi.stubEnv('PRERENDER_THREADS', '');
    expect(prerenderThreadCount(8)).toBe(1);
    expect(prerenderThreadCount(100_000)).toBeGreaterThanOrEqual(1);
    expect(prerenderThreadCount(100_000)).toBeLessThanOrEqual(4);
    vi.stubEnv('PRERENDER_THREADS', '3');
    expect(prerenderThreadCount(8)).toBe(3);
    vi.stubEnv('PRERENDER_THREADS', 'many');
    expect(prerenderThreadCount(8)).toBe(1);
  });

  it("estimates a project's paths, before it is generated and bundled, from its generated pages' files and its content", () => {
    const project = path.join(work, 'estimated');
    expect(estimatedPaths(project)).toBe(0);
    const put = (file: string) => {
      mkdirSync(path.dirname(path.join(project, file)), { recursive: true });
      writeFileSync(path.join(project, file), '{}');
    };
    for (let i = 0; i < 30; i++) put(`site/generated/operations/op-${i}.json`);
    for (let i = 0; i < 5; i++) put(`site/generated/schema-pages/schema-${i}.json`);
    put('site/generated/sidebar.ts'); // Not a page.
    put('site/content/en/docs/intro.md');
    put('site/content/he/docs/intro.md');
    expect(estimatedPaths(project)).toBe(30 + 5 + 6); // The content's two files and four folders: on the safe side.
    // Our own project: enough for a thread per core.
    expect(prerenderThreadCount(estimatedPaths(process.cwd()))).toBe(prerenderThreadCount(Infinity));
  });

  it("gives a large site's threads a larger young generation than V8's, and ours V8's own", () => {
    expect(youngGeneration(estimatedPaths(process.cwd()))).toBe(16);
    expect(youngGeneration(LARGE_SITE_PATHS)).toBe(16);
    // GitHub's REST API: 2,488 paths.
    expect(youngGeneration(2_488)).toBe(32);
  });
});

/** The tasks of `count` threads: the first starts with the home page. */
const tasks = (count: number): ShardTask[] => Array.from({ length: count }, (_, i) => ({ pages: i === 0 ? [{ url: '/', path: '/', order: 0 }] : [], sitePaths: ['/'] }));

/** Shares of pages, each a page named after the share of the page list it stands for. */
const pagesOf = (next: () => Share | undefined) => (): PageUrl[] | undefined => {
  const share = next();
  return share && [{ url: share.join('-'), path: '' }];
};

/**
 * Node's options for a pre-rendering thread whose packages to warm ({@link WARM}, shiki's engine)
 * are empty modules, each of which adds its name to the thread's `warmed`: what these tests check
 * (sharing, failing, loading, replacing, the threads the build adds) is what happens after, with
 * a fake bundle that imports none of them. Loading React, shiki and the rest took ~0.7 s of CPU
 * in each of the 17 processes these tests started; the real ones are loaded by the builds of the
 * rebuild test (tests/unit/rebuild.test.ts) and the end-to-end tests' build.
 */
const stubbedHooks = `data:text/javascript,${encodeURIComponent(
  `const stubbed = new Set(${JSON.stringify([...WARM, 'shiki/wasm'])});
export const resolve = (specifier, context, next) => stubbed.has(specifier) ? { url: 'data:text/javascript,' + encodeURIComponent('export const loadWasm = () => {}; (globalThis.warmed ??= []).push(' + JSON.stringify(specifier) + ');'), shortCircuit: true } : next(specifier, context);`,
)}`;
const COLD = ['--import', `data:text/javascript,${encodeURIComponent(`import { register } from 'node:module'; register(${JSON.stringify(stubbedHooks)});`)}`];

/** A pre-rendering thread as the build starts it, warming nothing: {@link COLD}. */
const cold = (options: { highlightsKept?: boolean } = {}) => startShard({ ...options, execArgv: COLD });

/** `count` pre-rendering threads, started as the build starts them, waiting to be told what to do. */
const waiting = (count: number, options: { highlightsKept?: boolean } = {}) =>
  startPrerenderThreads(
    Array.from({ length: count }, () => cold(options)),
    () => cold(),
  );

/** What each part of a fake build ({@link fakeBuild}) said of itself, by part. */
interface PartReport {
  bundle: string;
  shares: PageUrl[][];
  first?: string;
  env: string;
  priority: number;
  warmed: string[];
  gc: string;
  youngMb: number;
}

describe('the pre-rendering threads', () => {
  it('each render the server bundle just built, in production at a lower priority, taking shares until none is left, their search documents reaching the build', async () => {
    const documents: [string, string][] = [];
    await waiting(3).prerender(fakeBuild(), tasks(3), pagesOf(shareOut(0, 200, 3)), (_, file, document) => documents.push([file, document!]));
    expect(documents.map(([file]) => file).sort()).toEqual(['part-0-of-3.html', 'part-1-of-3.html', 'part-2-of-3.html']);
    const parts = documents.sort(([a], [b]) => (a < b ? -1 : 1)).map(([, document]) => JSON.parse(document) as PartReport);
    // Below the build's own priority (this thread's), which they leave to the bundler while they wait; the first starts with its own pages.
    for (const part of parts) expect(part).toMatchObject({ env: 'production', priority: Math.max(PRIORITY, getPriority()) });
    expect(parts.map((part) => part.first)).toEqual(['/', undefined, undefined]);
    // Every share went to one thread, and together they are every page.
    const given = parts.flatMap((part) => part.shares.map(([page]) => page!.url.split('-').map(Number) as Share));
    expect(given.sort((a, b) => a[0] - b[0])).toEqual(allShares(shareOut(0, 200, 3)));
  });

  it('fail the build, naming the part, when a page of one fails', async () => {
    vi.stubEnv('FAILING_PART', '1');
    await expect(waiting(2).prerender(fakeBuild(), tasks(2), pagesOf(shareOut(0, 20, 2)), () => {})).rejects.toThrow('Pre-rendering part 2 of 2 failed (exit code 1): its error is printed above.');
  });

  it("fail the build with a thread's own error, which no page reported", async () => {
    vi.stubEnv('FAILING_THREAD', '0');
    await expect(waiting(2).prerender(fakeBuild(), tasks(2), pagesOf(shareOut(0, 20, 2)), () => {})).rejects.toThrow(/^Pre-rendering part 1 of 2 failed: the thread broke$/);
  });

  it('end the other parts when one fails, reporting that one', async () => {
    vi.stubEnv('FAILING_AT_ONCE', '0');
    await expect(waiting(3).prerender(fakeBuild(), tasks(3), pagesOf(shareOut(0, 20, 3)), () => {})).rejects.toThrow(/^Pre-rendering part 1 of 3 failed \(exit code 1\): its error is printed above\.$/);
  });

  it('started for a larger site than the one built, leave the parts to those it needs, the others ending unused; none when nothing is to be rendered', async () => {
    const documents: string[] = [];
    await waiting(3).prerender(fakeBuild(), tasks(1), pagesOf(shareOut(0, 20, 1)), (_, file) => documents.push(file));
    expect(documents).toEqual(['part-0-of-1.html']);
    await waiting(1).prerender(fakeBuild(), [], () => undefined, (_, file) => documents.push(file));
    expect(documents).toEqual(['part-0-of-1.html']);
  });

  it('load a bundle named before their pages, and are replaced when the pages come from another', async () => {
    const bundlesOf = async (loaded: string, rendered: string) => {
      const documents: string[] = [];
      const threads = waiting(2);
      threads.load(fakeBuild(loaded));
      await threads.prerender(fakeBuild(rendered), tasks(2), pagesOf(shareOut(0, 20, 2)), (_, __, document) => documents.push((JSON.parse(document!) as { bundle: string }).bundle));
      return documents;
    };
    expect(await bundlesOf('kept', 'kept')).toEqual(['kept', 'kept']);
    expect(await bundlesOf('kept', 'bundled-again')).toEqual(['bundled-again', 'bundled-again']);
  });

  it('started fewer than a build needs, start the others', async () => {
    const documents: string[] = [];
    await waiting(1).prerender(fakeBuild(), tasks(2), pagesOf(shareOut(0, 20, 2)), (_, file) => documents.push(file));
    expect(documents.sort()).toEqual(['part-0-of-2.html', 'part-1-of-2.html']);
  });

  it('end with a build that ends before it has pages for them', () => {
    // A build whose bundling fails: it starts the threads and ends; waiting, they do not keep it running.
    const script = `import { startShard } from ${JSON.stringify(path.resolve('scripts/build/startShards.mjs'))};
startShard();
startShard();
process.exitCode = 3;`;
    // Plain JavaScript, as the build's script: no TypeScript loader (~0.3 s of CPU) to start.
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8', timeout: 30_000 });
    expect(run.signal).toBeNull();
    expect(run.status).toBe(3);
  });
});

describe('what a pre-rendering thread loads while the site is bundled', () => {
  it("is packages the site's code imports (of some of their modules)", () => {
    const sources = readdirSync('site', { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !file.includes('.test.') && !file.startsWith('generated/'))
      .map((file) => readFileSync(path.join('site', file), 'utf8'))
      .join('\n');
    for (const name of WARM) expect(sources.includes(`from '${name.split('/')[0]}`), name).toBe(true);
  });

  it('is modules Node finds as the thread imports them (one it cannot find was left to the bundle, unwarmed)', () => {
    // As the thread imports them: ES modules, from scripts/build. `handlebars/runtime` (without `.js`: the package maps no
    // exports) was not, and warmed nothing.
    // (import.meta.resolve does not look for the file it names.)
    const script = `import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
for (const name of ${JSON.stringify(WARM)}) if (!existsSync(fileURLToPath(import.meta.resolve(name)))) console.error(name, 'is not found');`;
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], { cwd: path.resolve('scripts/build'), encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });

  it("and shiki's engine, unless the build says the pages' code is highlighted already", async () => {
    for (const highlightsKept of [false, true]) {
      const reports: PartReport[] = [];
      await waiting(1, { highlightsKept }).prerender(fakeBuild(), tasks(1), () => undefined, (_, __, document) => reports.push(JSON.parse(document!) as PartReport));
      expect(reports[0]!.warmed.sort()).toEqual([...WARM, ...(highlightsKept ? [] : ['shiki/wasm'])].sort());
    }
  });
});

describe("the pre-rendering threads' V8 settings", () => {
  it("are the build's that a running process can take, with a young generation of their own by the site's size, the build script keeping its own", () => {
    // In a Node started as `npm run build` starts the build script (package.json), the build's flags for two cores.
    const script = `import { getHeapSpaceStatistics } from 'node:v8';
import { buildNodeFlags } from ${JSON.stringify(path.resolve('scripts/build/nodeFlags.mjs'))};
import { setThreadFlags, startShard } from ${JSON.stringify(path.resolve('scripts/build/startShards.mjs'))};
import { startPrerenderThreads } from ${JSON.stringify(path.resolve('scripts/build/prerenderThreads.ts'))};
const { server, execArgv } = JSON.parse(process.env.THREAD_TEST);
setThreadFlags(buildNodeFlags(2));
const reports = [];
await startPrerenderThreads([startShard({ semiSpaceMb: 8, execArgv })], () => startShard({ execArgv })).prerender(server, [{ pages: [], sitePaths: [] }], () => undefined, (_, __, document) => reports.push(JSON.parse(document)));
let kept = [];
for (let i = 0; i < 1e6; i++) { kept.push({ i, s: 'x' + i }); if (kept.length > 1e5) kept = []; }
console.log(JSON.stringify({ thread: reports[0], mainYoungMb: getHeapSpaceStatistics().find((space) => space.space_name === 'new_space').space_size / 2 ** 20 }));`;
    const run = spawnSync(process.execPath, ['--max-semi-space-size=1', '--import', 'tsx', '--input-type=module', '-e', script], {
      env: { ...process.env, THREAD_TEST: JSON.stringify({ server: fakeBuild('flags'), execArgv: COLD }), GROW_YOUNG: '1' },
      encoding: 'utf8',
    });
    expect(run.stderr).toBe('');
    const { thread, mainYoungMb } = JSON.parse(run.stdout) as { thread: PartReport; mainYoungMb: number };
    expect(thread.gc).toBe('function');
    // Two semi-spaces of 8 MB, grown to their largest by what the part allocated; the build script's two of 1 MB.
    expect(thread.youngMb).toBe(16);
    expect(mainYoungMb).toBe(2);
  });
});
