import { afterEach, describe, expect, it, vi } from 'vitest';
import { inShard, prerenderProcessCount, shareOut } from './prerenderProcesses.ts';

afterEach(() => vi.unstubAllEnvs());

describe('pre-rendering in several processes', () => {
  it('gives every page to exactly one process, the not-found pages to the build', () => {
    for (const count of [1, 2, 3, 4]) {
      const shards = Array.from({ length: count }, (_, index) => ({ index, count }));
      for (let position = 0; position < 50; position++) {
        expect(shards.filter((shard) => inShard(shard, position, false))).toHaveLength(1);
      }
      expect(shards.filter((shard) => inShard(shard, 7, true))).toEqual([{ index: 0, count }]);
    }
    expect(inShard(undefined, 5, false)).toBe(true);
  });

  it('shares the pages evenly', () => {
    const shards = [0, 1, 2].map((index) => ({ index, count: 3 }));
    const sizes = shards.map((shard) => Array.from({ length: 300 }, (_, position) => position).filter((p) => inShard(shard, p, false)).length);
    expect(sizes).toEqual([100, 100, 100]);
  });

  it("reads a shard process's part from its environment", () => {
    vi.stubEnv('BOB_PRERENDER_SHARD', '2/3');
    expect(shareOut(10)).toEqual({ index: 2, count: 3 });
  });

  it('shares nothing outside a build, even when processes are chosen', () => {
    vi.stubEnv('PRERENDER_PROCESSES', '2');
    expect(shareOut(100_000)).toBeUndefined();
  });

  it('uses one process per core unless PRERENDER_PROCESSES chooses', () => {
    vi.stubEnv('PRERENDER_PROCESSES', '3');
    expect(prerenderProcessCount()).toBe(3);
    vi.stubEnv('PRERENDER_PROCESSES', 'many');
    expect(prerenderProcessCount()).toBeGreaterThanOrEqual(1);
    expect(prerenderProcessCount()).toBeLessThanOrEqual(4);
  });
});
