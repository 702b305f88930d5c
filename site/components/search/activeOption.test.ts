import { describe, expect, it } from 'vitest';
import { moveActive } from './activeOption.ts';

describe('moveActive', () => {
  it('moves down and up, wrapping at both ends', () => {
    expect(moveActive(0, 3, 'ArrowDown')).toBe(1);
    expect(moveActive(2, 3, 'ArrowDown')).toBe(0);
    expect(moveActive(0, 3, 'ArrowUp')).toBe(2);
    expect(moveActive(2, 3, 'ArrowUp')).toBe(1);
  });

  it('starts from none, stays none in an empty list, and stays inside a list that shrank', () => {
    expect(moveActive(-1, 3, 'ArrowDown')).toBe(0);
    expect(moveActive(-1, 3, 'ArrowUp')).toBe(2);
    expect(moveActive(1, 0, 'ArrowDown')).toBe(-1);
    expect(moveActive(5, 2, 'Shift')).toBe(1);
  });
});
