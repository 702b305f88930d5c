import { afterEach, describe, expect, it, vi } from 'vitest';
import { partOf, prerenderProcessCount } from './prerenderProcesses.ts';

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
