import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { boundedCache, clearMemos } from './boundedCache.ts';

setFlagsFromString('--expose-gc');
/** V8's collector, exposed for the memory test (a new context sees the flag set above). */
const gc = runInNewContext('gc') as () => void;

describe('boundedCache', () => {
  it('keeps at most its limit, dropping the least recently used', () => {
    const cache = boundedCache<number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1); // a is now more recent than b
    cache.set('c', 3);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
  });

  it('replaces the value of a key set again without growing', () => {
    const cache = boundedCache<string>(2);
    cache.set('a', 'x');
    cache.set('a', 'y');
    cache.set('b', 'z');
    expect(cache.get('a')).toBe('y');
    expect(cache.get('b')).toBe('z');
  });

  it('holds its strings flat, at about a byte per character rather than the pieces they were built of', () => {
    const cache = boundedCache<string>(10);
    gc();
    const before = process.memoryUsage().heapUsed;
    let characters = 0;
    for (let i = 0; i < 10; i++) {
      let html = '';
      for (let n = 0; n < 50_000; n++) html += `<span>${n}</span>`; // built piece by piece, as React builds its HTML
      characters += html.length;
      cache.set(String(i), html);
    }
    gc();
    expect((process.memoryUsage().heapUsed - before) / characters).toBeLessThan(2); // held as built: ~5
    expect(cache.get('9')).toHaveLength(characters / 10); // (and the cache itself still held)
  });

  it('lets go of the strings its keys were cut from', () => {
    const cache = boundedCache<number>(10);
    gc();
    const before = process.memoryUsage().heapUsed;
    for (let i = 0; i < 10; i++) {
      const sample = String(i).padEnd(1_000_000, 'x'); // a code sample
      const line = sample.slice(0, 40); // a line cut from it, as a tokenizer is given it
      cache.set(`state\u0000${line}`, i); // (a hit would let go of it: comparing keys flattens them)
    }
    gc();
    expect(process.memoryUsage().heapUsed - before).toBeLessThan(2_000_000); // holding the samples: 10 MB
    expect(cache.get(`state\u0000${'9'.padEnd(40, 'x')}`)).toBe(9);
  });
});

describe('clearMemos', () => {
  it('empties every memo made, which go on memoizing', () => {
    const texts = boundedCache<string>(10);
    const pages = boundedCache<{ slug: string }>(10);
    texts.set('a', 'A');
    pages.set('login', { slug: 'login' });
    clearMemos();
    expect([texts.get('a'), pages.get('login')]).toEqual([undefined, undefined]);
    texts.set('a', 'B');
    expect(texts.get('a')).toBe('B');
  });

  it('leaves the memos keyed by all they hold', () => {
    const highlighted = boundedCache<string>(10, { keyedByAll: true });
    highlighted.set('js\u0000let a', '<pre>let a</pre>');
    clearMemos();
    expect(highlighted.get('js\u0000let a')).toBe('<pre>let a</pre>');
  });
});
