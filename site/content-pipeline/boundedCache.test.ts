import { describe, expect, it } from 'vitest';
import { boundedCache } from './boundedCache.ts';

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
});
