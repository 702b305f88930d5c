import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { partOf, prerenderInShards, prerenderProcessCount } from './prerenderProcesses.ts';

const work = mkdtempSync(path.join(tmpdir(), 'prerender-processes-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/**
 * A build's output whose server bundle pre-renders nothing: each part sends one search document
 * (as site/prerender does) and the part named by `FAILING_PART` fails as a page would.
 */
function fakeBuild(): string {
  const outDir = path.join(work, 'dist');
  mkdirSync(path.join(outDir, 'server'), { recursive: true });
  writeFileSync(path.join(outDir, 'server/entry.mjs'), 'globalThis.entryLoaded = true;\n');
  writeFileSync(
    path.join(outDir, 'server/prerender.mjs'),
    `export async function prerenderPart({ index, count }) {
  if (!globalThis.entryLoaded) throw new Error('the entry was not loaded first');
  await new Promise((resolve) => process.send({ searchDocument: [\`part-\${index}-of-\${count}.html\`, process.env.NODE_ENV] }, resolve));
  if (process.env.FAILING_PART === String(index)) throw new Error('Pre-rendering /api/broken failed');
}
`,
  );
  return outDir;
}

afterEach(() => vi.unstubAllEnvs());

describe('pre-rendering in several processes', () => {
  it('gives every page to exactly one process, in runs of neighbours of equal length', () => {
    const paths = Array.from({ length: 50 }, (_, i) => `/api/op-${String(i).padStart(2, '0')}`);
    for (const count of [1, 2, 3, 4]) {
      const parts = Array.from({ length: count }, (_, index) => partOf(paths, { index, count }));
      expect(parts.flat()).toEqual(paths);
      const sizes = parts.map((part) => part.length);
      expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
    }
    // More processes than pages: one gets none.
    expect([0, 1, 2, 3].map((index) => partOf(['/a', '/b', '/c'], { index, count: 4 }))).toEqual([['/a'], ['/b'], [], ['/c']]);
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
  it('each render their part of the server bundle just built, in production, their search documents reaching the build', async () => {
    const documents: [string, string][] = [];
    await prerenderInShards(3, fakeBuild(), [], (file, document) => documents.push([file, document]));
    expect(documents.sort()).toEqual([
      ['part-0-of-3.html', 'production'],
      ['part-1-of-3.html', 'production'],
      ['part-2-of-3.html', 'production'],
    ]);
  });

  it('fail the build, naming the part, when a page of one fails', async () => {
    vi.stubEnv('FAILING_PART', '1');
    await expect(prerenderInShards(2, fakeBuild(), [], () => {})).rejects.toThrow('Pre-rendering part 2 of 2 failed (exit code 1): its error is printed above.');
  });
});
