import { afterEach, describe, expect, it, vi } from 'vitest';
import { inShard, prerenderProcessCount } from './prerenderProcesses.ts';

afterEach(() => vi.unstubAllEnvs());

describe('pre-rendering in several processes', () => {
  it('gives every page to exactly one process, the not-found pages to the first', () => {
    for (const count of [1, 2, 3, 4]) {
      const shards = Array.from({ length: count }, (_, index) => ({ index, count }));
      for (let position = 0; position < 50; position++) {
        expect(shards.filter((shard) => inShard(shard, position, false))).toHaveLength(1);
      }
      expect(shards.filter((shard) => inShard(shard, 7, true))).toEqual([{ index: 0, count }]);
    }
  });

  it('shares the pages evenly', () => {
    const shards = [0, 1, 2].map((index) => ({ index, count: 3 }));
    const sizes = shards.map((shard) => Array.from({ length: 300 }, (_, position) => position).filter((p) => inShard(shard, p, false)).length);
    expect(sizes).toEqual([100, 100, 100]);
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
