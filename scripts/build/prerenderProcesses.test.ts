import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildSlot } from './buildSlot.ts';
import { inShard, prerenderHandedOver, prerenderProcessCount, shareOut } from './prerenderProcesses.ts';

afterEach(() => {
  vi.unstubAllEnvs();
  buildSlot('prerender-handed-over').set(undefined);
});

describe('pre-rendering in several processes', () => {
  it('gives every page to exactly one process, the not-found pages to the build', () => {
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

  it("reads a shard process's part from its environment", () => {
    vi.stubEnv('BOB_PRERENDER_SHARD', '2/3');
    const mine = shareOut(10);
    expect([0, 1, 2, 3, 4, 5].filter((position) => mine(position, false))).toEqual([2, 5]);
    expect(mine(0, true)).toBe(false);
  });

  it('renders every page in a build not started by the build script, even when processes are chosen', () => {
    vi.stubEnv('PRERENDER_PROCESSES', '2');
    const mine = shareOut(100_000);
    expect([mine(0, false), mine(1, false), mine(2, true)]).toEqual([true, true, true]);
    expect(prerenderHandedOver()).toBe(false);
  });

  it('hands a large site over to the build script, which started it with a channel, and renders nothing itself', () => {
    vi.stubEnv('BOB_PRERENDER_HANDOVER', '1');
    const { send } = process;
    process.send = () => true; // the channel to the build script
    try {
      vi.stubEnv('PRERENDER_PROCESSES', '');
      expect(shareOut(500)(0, false)).toBe(true); // one process's worth: rendered here
      expect(prerenderHandedOver()).toBe(false);
      vi.stubEnv('PRERENDER_PROCESSES', '2');
      const mine = shareOut(500);
      expect([mine(0, false), mine(1, true)]).toEqual([false, false]);
      expect(prerenderHandedOver()).toBe(true);
    } finally {
      process.send = send;
    }
  });

  it('uses one process per core unless PRERENDER_PROCESSES chooses', () => {
    vi.stubEnv('PRERENDER_PROCESSES', '3');
    expect(prerenderProcessCount()).toBe(3);
    vi.stubEnv('PRERENDER_PROCESSES', 'many');
    expect(prerenderProcessCount()).toBeGreaterThanOrEqual(1);
    expect(prerenderProcessCount()).toBeLessThanOrEqual(4);
  });
});
