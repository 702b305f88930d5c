import { describe, expect, it } from 'vitest';
import { measureProcess } from './measureProcess.ts';
import { CpuByPart, formatCpuByPart, meanCpuByPart, processPart } from './processParts.ts';

describe('processPart', () => {
  it('names the build’s processes by the file they run, as their command lines read', () => {
    expect(processPart('/work/x/node_modules/@pagefind/linux-x64/bin/pagefind_extended --service')).toBe('search index (Pagefind)');
    expect(processPart('/usr/bin/node --single-threaded-gc /work/x/node_modules/.bin/vike build')).toBe('bundling (vike build)');
    expect(processPart('/usr/bin/node /work/x/scripts/build/runWithCodeCache.mjs /work/x/.cache/generator/ab12/generator.cjs spec/openapi.yaml site/generated')).toBe('generator');
    expect(processPart('/work/x/node_modules/@esbuild/linux-x64/bin/esbuild --service=0.28.2 --ping')).toBe('esbuild');
    expect(processPart('node --max-semi-space-size=1 scripts/build/build.mjs --no-cache')).toBe('build script and pre-rendering');
    expect(processPart('npm run build --no-cache')).toBe('npm');
    expect(processPart('node /usr/bin/npm run build')).toBe('npm');
    expect(processPart('sh -c node --max-semi-space-size=1 scripts/build/build.mjs')).toBe('shell');
    expect(processPart('/usr/bin/node /work/x/generator/output/specDownloads.mjs site/generated /work/x/dist/client')).toBe('spec downloads');
  });

  it('names any other process by its program', () => {
    expect(processPart('/usr/bin/docusaurus build')).toBe('docusaurus');
    expect(processPart('')).toBe('unknown');
  });
});

describe('CpuByPart', () => {
  it('counts each process once, with its last sample and its last command line, summed by part', () => {
    const byPart = new CpuByPart();
    const bundler = 'node /x/node_modules/.bin/vike build';
    byPart.sample(1, 100, 'npm run build');
    // Forked by the build script, a process shows the build's command line until it runs its own.
    byPart.sample(2, 0, 'node scripts/build/build.mjs');
    byPart.sample(2, 1_000, bundler);
    byPart.sample(2, 4_000, bundler);
    byPart.sample(3, 3_400, bundler);
    // Its last sample as it ends: its CPU read, its command line gone.
    byPart.sample(3, 3_500, '');
    expect(byPart.parts()).toEqual([
      { part: 'bundling (vike build)', ms: 7_500, processes: 2 },
      { part: 'npm', ms: 100, processes: 1 },
    ]);
  });

  it('writes the parts as a line, with what the samples missed of the whole', () => {
    const parts = [
      { part: 'pre-rendering', ms: 22_040, processes: 2 },
      { part: 'build script', ms: 1_360, processes: 1 },
      { part: 'sh', ms: 10, processes: 1 },
    ];
    expect(formatCpuByPart(parts, 23_900)).toBe('pre-rendering 22.0 s (2 processes), build script 1.4 s, not sampled 0.5 s');
    expect(formatCpuByPart(parts, 23_410)).toBe('pre-rendering 22.0 s (2 processes), build script 1.4 s');
  });
});

describe('meanCpuByPart', () => {
  it('averages each part over the runs, a part a run lacks counting nothing there', () => {
    const runs = [
      [
        { part: 'pre-rendering', ms: 20_000, processes: 2 },
        { part: 'esbuild', ms: 800, processes: 1 },
      ],
      [{ part: 'pre-rendering', ms: 22_000, processes: 1 }],
    ];
    expect(meanCpuByPart(runs)).toEqual([
      { part: 'pre-rendering', ms: 21_000, processes: 2 },
      { part: 'esbuild', ms: 400, processes: 1 },
    ]);
  });
});

describe('measureProcess', () => {
  it('finds the CPU of a command’s child in its part', async () => {
    // A child that keeps a core busy for 300 ms, says how much CPU it used, and idles for 400 ms
    // (sampled then, however late the samples come on a busy machine), under a parent that waits for it.
    const child = 'const end = Date.now() + 300; while (Date.now() < end); console.log(JSON.stringify(process.cpuUsage())); setTimeout(() => {}, 400)';
    const parent = `require('node:child_process').spawnSync(process.execPath, ['-e', ${JSON.stringify(child)}], { stdio: 'inherit' })`;
    const measured = await measureProcess(process.execPath, ['-e', parent]);
    expect(measured.code).toBe(0);
    const used = JSON.parse(measured.lines[0]!.text) as NodeJS.CpuUsage;
    const node = measured.cpuByPart.find((part) => part.part === 'node');
    // Both processes are node, each counted with its last sample: at least the child's busy CPU
    // (less a clock tick), and no more than the tree used.
    expect(node?.processes).toBe(2);
    expect(node!.ms).toBeGreaterThanOrEqual((used.user + used.system) / 1000 - 10);
    expect(node!.ms).toBeLessThanOrEqual(measured.cpuMs + 10);
  });
});
