/**
 * The option the arrow keys move to in a list of `count` options, wrapping at both ends; -1 is
 * none (the list is empty). Other keys leave it where it is.
 */
export function moveActive(active: number, count: number, key: string): number {
  if (count === 0) return -1;
  if (key === 'ArrowDown') return active < 0 || active >= count - 1 ? 0 : active + 1;
  if (key === 'ArrowUp') return active <= 0 ? count - 1 : active - 1;
  return Math.min(active, count - 1);
}
