import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { buildNodeFlags } from './nodeFlags.mjs';
import { heapGrowth, prerenderInShards, prerenderProcessCount, shareOut, type Share } from './prerenderProcesses.ts';

const work = mkdtempSync(path.join(tmpdir(), 'prerender-processes-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/**
 * A build's output whose server bundle renders nothing: each part asks for shares until none is
 * left (as site/prerender does), sends one search document naming them, and the part named by
 * `FAILING_PART` fails as a page would.
 */
function fakeBuild(): string {
  const outDir = path.join(work, 'dist');
  mkdirSync(path.join(outDir, 'server'), { recursive: true });
  writeFileSync(path.join(outDir, 'server/entry.mjs'), 'globalThis.entryLoaded = true;\n');
  writeFileSync(
    path.join(outDir, 'server/prerender.mjs'),
    `const ask = () => new Promise((resolve) => { process.once('message', (m) => resolve(m.share)); process.send({ wantShare: true }); });
export async function prerenderPart({ index, count }) {
  if (!globalThis.entryLoaded) throw new Error('the entry was not loaded first');
  const shares = [];
  for (let share = await ask(); share; share = await ask()) {
    shares.push(share);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  await new Promise((resolve) => process.send({ searchDocument: [\`part-\${index}-of-\${count}.html\`, JSON.stringify({ env: process.env.NODE_ENV, shares })] }, resolve));
  if (process.env.FAILING_PART === String(index)) throw new Error('Pre-rendering /api/broken failed');
}
`,
  );
  return outDir;
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
      expect(sizes[0]).toBe(Math.ceil(990 / (2 * count)));
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
});

describe('the pre-rendering processes', () => {
  it('each render the server bundle just built, in production, taking shares until none is left, their search documents reaching the build', async () => {
    const documents: [string, string][] = [];
    await prerenderInShards(3, fakeBuild(), [], shareOut(0, 200, 3), (file, document) => documents.push([file, document]));
    expect(documents.map(([file]) => file).sort()).toEqual(['part-0-of-3.html', 'part-1-of-3.html', 'part-2-of-3.html']);
    const parts = documents.map(([, document]) => JSON.parse(document) as { env: string; shares: Share[] });
    for (const part of parts) expect(part.env).toBe('production');
    // Every share went to one process, and together they are every page.
    expect(parts.flatMap((part) => part.shares).sort((a, b) => a[0] - b[0])).toEqual(allShares(shareOut(0, 200, 3)));
  });

  it('fail the build, naming the part, when a page of one fails', async () => {
    vi.stubEnv('FAILING_PART', '1');
    await expect(prerenderInShards(2, fakeBuild(), [], shareOut(0, 20, 2), () => {})).rejects.toThrow('Pre-rendering part 2 of 2 failed (exit code 1): its error is printed above.');
  });
});

describe("a pre-rendering process's heap growth", () => {
  it('is lower where the collector works on the main thread alone, which frees memory later', () => {
    expect(heapGrowth(buildNodeFlags(2))).toBe('--heap-growing-percent=35');
    expect(heapGrowth(buildNodeFlags(16))).toBe('--heap-growing-percent=50');
  });
});
