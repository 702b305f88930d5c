import { describe, expect, it } from 'vitest';
import { buildNodeFlags } from './nodeFlags.mjs';

describe("the build's Node flags", () => {
  it('keep garbage collection on the main thread, V8 to one helper thread and optimising late while the build fills every core', () => {
    for (const cores of [1, 2, 4, 5]) expect(buildNodeFlags(cores)).toEqual(['--expose-gc', '--single-threaded-gc', '--v8-pool-size=1', '--interrupt-budget=540672']);
  });

  it("leave V8's collecting and optimising as they are and give its helpers the cores to spare", () => {
    expect(buildNodeFlags(8)).toEqual(['--expose-gc', '--v8-pool-size=3']);
    expect(buildNodeFlags(16)).toEqual(['--expose-gc', '--v8-pool-size=11']);
  });
});
