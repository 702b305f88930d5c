import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { inOrder } from './inOrder.ts';

describe('inOrder', () => {
  it('hands items on in their order, each as soon as all before it have come', () => {
    const handed: string[] = [];
    const queue = inOrder<string>((item) => handed.push(item));
    queue.receive(2, 'c');
    queue.receive(1, 'b');
    expect(handed).toEqual([]);
    expect(queue.waiting()).toBe(2);
    queue.receive(0, 'a');
    expect(handed).toEqual(['a', 'b', 'c']);
    queue.receive(3, 'd');
    expect(handed).toEqual(['a', 'b', 'c', 'd']);
    expect(queue.waiting()).toBe(0);
  });

  it('gives the same sequence for any order of arrival', () => {
    fc.assert(
      fc.property(fc.shuffledSubarray([...Array(40).keys()], { minLength: 40 }), (arrival) => {
        const handed: number[] = [];
        const queue = inOrder<number>((item) => handed.push(item));
        for (const order of arrival) queue.receive(order, order);
        expect(handed).toEqual([...Array(40).keys()]);
      }),
      { seed: 35 },
    );
  });

  it('keeps what waits for a missing item, and refuses an item twice', () => {
    const queue = inOrder<number>(() => {});
    queue.receive(0, 0);
    queue.receive(2, 2);
    expect(queue.waiting()).toBe(1);
    expect(() => queue.receive(0, 0)).toThrow('Item 0 was received twice');
    expect(() => queue.receive(2, 2)).toThrow('Item 2 was received twice');
  });
});
