import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterEach, describe, expect, it } from 'vitest';
import { collector } from './collector.ts';

// V8's own collector, as `--expose-gc` gives it to the build's processes.
setFlagsFromString('--expose-gc');
const fullCollection = runInNewContext('gc') as () => void;

/** Lets the collector hear of collections (performance observers are told after the current task). */
const observed = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('collector', () => {
  const exposed = globalThis as { gc?: () => void };
  afterEach(() => delete exposed.gc);

  function forced() {
    const calls = { count: 0 };
    exposed.gc = () => {
      calls.count++;
      fullCollection();
    };
    return calls;
  }

  it('collects in full once 200 pages went without a full collection, and again 200 pages later', async () => {
    const calls = forced();
    const { pageRendered } = collector();
    for (let page = 1; page < 200; page++) pageRendered();
    expect(calls.count).toBe(0);
    pageRendered();
    expect(calls.count).toBe(1);
    await observed();
    for (let page = 0; page < 200; page++) pageRendered();
    expect(calls.count).toBe(2);
  });

  it("counts V8's own full collections: the next is 200 pages after it", async () => {
    const calls = forced();
    const { pageRendered } = collector();
    for (let page = 0; page < 150; page++) pageRendered();
    fullCollection(); // as V8 collects when its heap has grown
    await observed();
    for (let page = 0; page < 150; page++) pageRendered();
    expect(calls.count).toBe(0);
    for (let page = 0; page < 50; page++) pageRendered();
    expect(calls.count).toBe(1);
  });
});
