import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { buildNodeFlags } from './nodeFlags.mjs';
import { MAX_SHARE, shareOut, startPrerenderProcesses, type PageUrl, type Share, type ShardTask } from './prerenderProcesses.ts';
import { estimatedPaths, heapGrowth, LARGE_SITE_PATHS, prerenderProcessCount, startShard, youngGeneration } from './startShards.mjs';
import { HIGHLIGHTS_KEPT, WARM } from './prerenderShard.mjs';

const work = mkdtempSync(path.join(tmpdir(), 'prerender-processes-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/**
 * A build's output whose server bundle renders nothing: each part asks for shares until none is
 * left (as site/prerender does), sends one search document naming them and the first page of the
 * list it was given, and the part named by `FAILING_PART` fails as a page would.
 */
function fakeBuild(name = 'dist'): string {
  const outDir = path.join(work, name);
  mkdirSync(path.join(outDir, 'server'), { recursive: true });
  writeFileSync(path.join(outDir, 'server/entry.mjs'), 'globalThis.entryLoaded = true;\n');
  writeFileSync(
    path.join(outDir, 'server/prerender.mjs'),
    `import { getPriority } from 'node:os';
const ask = () => new Promise((resolve) => { process.once('message', (m) => resolve(m.share)); process.send({ wantShare: true }); });
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
  await new Promise((resolve) => process.send({ searchDocument: [index, \`part-\${index}-of-\${count}.html\`, JSON.stringify({ bundle: ${JSON.stringify(name)}, env: process.env.NODE_ENV, shares, first: task.pages[0]?.url, priority: getPriority() })] }, resolve));
  if (process.env.FAILING_PART === String(index)) throw new Error('Pre-rendering /api/broken failed');
}
`,
  );
  return path.join(outDir, 'server');
}

/** A process's environment, empty if it has ended or is not ours to read. */
function environOf(pid: string): string {
  try {
    return readFileSync(`/proc/${pid}/environ`, 'latin1');
  } catch {
    return '';
  }
}

/** Every share `next` gives, in order. */
const allShares = (next: () => Share | undefined) => {
  const shares: Share[] = [];
  for (let share = next(); share; share = next()) shares.push(share);
  return shares;
};

afterEach(() => vi.unstubAllEnvs());

describe('pre-rendering in several processes', () => {
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

  it('starts a process per core for a site large enough, one for a small one, unless PRERENDER_PROCESSES chooses', () => {
    vi.stubEnv('PRERENDER_PROCESSES', '');
    expect(prerenderProcessCount(8)).toBe(1);
    expect(prerenderProcessCount(100_000)).toBeGreaterThanOrEqual(1);
    expect(prerenderProcessCount(100_000)).toBeLessThanOrEqual(4);
    vi.stubEnv('PRERENDER_PROCESSES', '3');
    expect(prerenderProcessCount(8)).toBe(3);
    vi.stubEnv('PRERENDER_PROCESSES', 'many');
    expect(prerenderProcessCount(8)).toBe(1);
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
    // Our own project: enough for a process per core.
    expect(prerenderProcessCount(estimatedPaths(process.cwd()))).toBe(prerenderProcessCount(Infinity));
  });

  it("gives a large site's processes a larger young generation than V8's, and ours V8's own", () => {
    expect(youngGeneration(estimatedPaths(process.cwd()))).toBe('--max-semi-space-size=16');
    expect(youngGeneration(LARGE_SITE_PATHS)).toBe('--max-semi-space-size=16');
    // GitHub's REST API: 2,488 paths.
    expect(youngGeneration(2_488)).toBe('--max-semi-space-size=32');
  });
});

/** The tasks of `count` processes: the first starts with the home page. */
const tasks = (count: number): ShardTask[] => Array.from({ length: count }, (_, i) => ({ pages: i === 0 ? [{ url: '/', path: '/', order: 0 }] : [], sitePaths: ['/'] }));

/** Shares of pages, each a page named after the share of the page list it stands for. */
const pagesOf = (next: () => Share | undefined) => (): PageUrl[] | undefined => {
  const share = next();
  return share && [{ url: share.join('-'), path: '' }];
};

/**
 * Node's arguments for a pre-rendering process whose packages to warm ({@link WARM}, shiki's
 * engine) are empty modules: what these tests check (sharing, failing, loading, replacing, the
 * processes the build adds) is what happens after, with a fake bundle that imports none of them.
 * Loading React, shiki and the rest took ~0.7 s of CPU in each of the 17 processes these tests
 * start; the real ones are loaded where a build that ends early is seen to end its processes.
 */
const stubbedHooks = `data:text/javascript,${encodeURIComponent(
  `const stubbed = new Set(${JSON.stringify([...WARM, 'shiki/wasm'])});
export const resolve = (specifier, context, next) => (stubbed.has(specifier) ? { url: 'data:text/javascript,export const loadWasm = () => {};', shortCircuit: true } : next(specifier, context));`,
)}`;
const COLD = ['--import', `data:text/javascript,${encodeURIComponent(`import { register } from 'node:module'; register(${JSON.stringify(stubbedHooks)});`)}`];

/** `count` pre-rendering processes, started as the build starts them, waiting to be told what to do. */
const waiting = (count: number) => startPrerenderProcesses(Array.from({ length: count }, () => startShard(COLD)), COLD);

describe('the pre-rendering processes', () => {
  it('each render the server bundle just built, in production at a lower priority, taking shares until none is left, their search documents reaching the build', async () => {
    const documents: [string, string][] = [];
    await waiting(3).prerender(fakeBuild(), tasks(3), pagesOf(shareOut(0, 200, 3)), (_, file, document) => documents.push([file, document!]));
    expect(documents.map(([file]) => file).sort()).toEqual(['part-0-of-3.html', 'part-1-of-3.html', 'part-2-of-3.html']);
    const parts = documents.sort(([a], [b]) => (a < b ? -1 : 1)).map(([, document]) => JSON.parse(document) as { env: string; shares: PageUrl[][]; first?: string; priority: number });
    // Below the build's own priority, which they leave to the bundler while they wait; the first starts with its own pages.
    for (const part of parts) expect(part).toMatchObject({ env: 'production', priority: 10 });
    expect(parts.map((part) => part.first)).toEqual(['/', undefined, undefined]);
    // Every share went to one process, and together they are every page.
    const given = parts.flatMap((part) => part.shares.map(([page]) => page!.url.split('-').map(Number) as Share));
    expect(given.sort((a, b) => a[0] - b[0])).toEqual(allShares(shareOut(0, 200, 3)));
  });

  it('fail the build, naming the part, when a page of one fails', async () => {
    vi.stubEnv('FAILING_PART', '1');
    await expect(waiting(2).prerender(fakeBuild(), tasks(2), pagesOf(shareOut(0, 20, 2)), () => {})).rejects.toThrow('Pre-rendering part 2 of 2 failed (exit code 1): its error is printed above.');
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
      const processes = waiting(2);
      processes.load(fakeBuild(loaded));
      await processes.prerender(fakeBuild(rendered), tasks(2), pagesOf(shareOut(0, 20, 2)), (_, __, document) => documents.push((JSON.parse(document!) as { bundle: string }).bundle));
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
    // A build whose bundling fails: it starts the processes and exits; they must not outlive it.
    const script = `import { startShard } from ${JSON.stringify(path.resolve('scripts/build/startShards.mjs'))};
startShard([]);
startShard([]);
setTimeout(() => process.exit(3), 300);`;
    const marker = `bob-orphan-${process.pid}-${Date.now()}`;
    // Plain JavaScript, as the build's script: no TypeScript loader (~0.3 s of CPU) to start.
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], { env: { ...process.env, BOB_MARKER: marker }, encoding: 'utf8' });
    expect(run.status).toBe(3);
    const alive = () => readdirSync('/proc').filter((pid) => /^\d+$/.test(pid) && environOf(pid).includes(`BOB_MARKER=${marker}`));
    return vi.waitFor(() => expect(alive()).toEqual([]), { timeout: 5_000 });
  });
});

describe('what a pre-rendering process loads while the site is bundled', () => {
  it("is packages the site's code imports (of some of their modules)", () => {
    const sources = readdirSync('site', { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !file.includes('.test.') && !file.startsWith('generated/'))
      .map((file) => readFileSync(path.join('site', file), 'utf8'))
      .join('\n');
    for (const name of WARM) expect(sources.includes(`from '${name.split('/')[0]}`), name).toBe(true);
  });

  it("and shiki's engine, unless the build says the pages' code is highlighted already", () => {
    for (const highlightsKept of [false, true]) {
      const { child } = startShard([], { highlightsKept });
      expect(child.spawnargs.includes(HIGHLIGHTS_KEPT)).toBe(highlightsKept);
      child.kill();
    }
  });
});

describe("a pre-rendering process's heap growth", () => {
  it('is lower where the collector works on the main thread alone, which frees memory later', () => {
    expect(heapGrowth(buildNodeFlags(2))).toBe('--heap-growing-percent=35');
    expect(heapGrowth(buildNodeFlags(16))).toBe('--heap-growing-percent=50');
  });
});
