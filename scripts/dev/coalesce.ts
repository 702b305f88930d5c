/**
 * `task` made safe to call on every event of a burst (a save that writes several files, a
 * second save while the first is still being handled): never two runs at once, and calls that
 * come during a run make one more run after it, so the last state is always what is seen.
 * Resolves when the run that covers this call has ended; a run's failure is `task`'s to handle.
 */
export function coalesce(task: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | undefined;
  let again = false;
  const loop = async () => {
    do {
      again = false;
      await task();
    } while (again);
  };
  return () => {
    if (running) {
      again = true;
      return running;
    }
    running = loop().finally(() => (running = undefined));
    return running;
  };
}
