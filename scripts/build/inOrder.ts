/**
 * Hands on items numbered 0, 1, 2, … in the order of their numbers, whatever the order they
 * arrive in: each as soon as every item before it has been handed on, the others kept until then.
 * The pre-rendering threads finish their pages in an order that changes from one build to the
 * next, and Pagefind numbers pages, and so writes its index, in the order it receives them: in
 * the pages' order, the same sources make the same index (issue 35).
 */
export function inOrder<T>(deliver: (item: T) => void): { receive(order: number, item: T): void; waiting(): number } {
  const early = new Map<number, T>();
  let next = 0;
  return {
    receive(order, item) {
      if (order < next || early.has(order)) throw new Error(`Item ${order} was received twice`);
      early.set(order, item);
      while (early.has(next)) {
        const ready = early.get(next)!;
        early.delete(next++);
        deliver(ready);
      }
    },
    /** How many items arrived before one of those ahead of them, and wait for it. */
    waiting: () => early.size,
  };
}
