// Used by the development server and by the page in the browser (site/components/layout/livePreview.ts):
// nothing here may need Node.

/**
 * `task` made safe to call on every event of a burst (a save that writes several files, a
 * second save while the first is still being handled): never two runs at once, and calls that
 * come during a run make one more run after it, so the last state is always what is seen.
 * Events can be lost: a file watcher reports a save written in two steps (emptied, then
 * written) once, and a run that started on the first step read the empty file. So when
 * `state` is given (what the files the task reads look like: ./filesState.ts), a run after
 * which it differs from before is followed by another, event or not. The second step can also
 * come after that run has ended (a run on an empty spec fails at once) and still go unreported,
 * when the watcher drops it as too close to the first: so `quietMs` after the last call, the
 * state is looked at again, and a change since the last run read it makes another.
 * Resolves when the run that covers this call has ended; a run's failure is `task`'s to handle.
 */
export function coalesce(task: () => Promise<void>, state?: () => string, quietMs = 0): () => Promise<void> {
  let running: Promise<void> | undefined;
  let again = false;
  /** The state the last run read. */
  let read: string | undefined;
  let lookAgain: ReturnType<typeof setTimeout> | undefined;
  const loop = async () => {
    do {
      again = false;
      read = state?.();
      await task();
      if (state && state() !== read) again = true;
    } while (again);
  };
  const run = () => {
    if (running) {
      again = true;
      return running;
    }
    running = loop().finally(() => (running = undefined));
    return running;
  };
  return () => {
    if (state && quietMs > 0) {
      clearTimeout(lookAgain);
      lookAgain = setTimeout(() => {
        // A run going on then ends with the same comparison.
        if (!running && state() !== read) void run();
      }, quietMs);
    }
    return run();
  };
}
