import { expect, it } from 'vitest';
import { coalesce } from './coalesce.ts';

it('runs once more after a burst of calls, never twice at once', async () => {
  let active = 0;
  let most = 0;
  let runs = 0;
  const run = coalesce(async () => {
    most = Math.max(most, ++active);
    runs++;
    await new Promise((resolve) => setTimeout(resolve, 5));
    active--;
  });
  const first = run();
  const burst = [run(), run(), run()];
  await Promise.all([first, ...burst]);
  expect(runs).toBe(2);
  expect(most).toBe(1);
  await run();
  expect(runs).toBe(3);
});
