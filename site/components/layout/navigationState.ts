import { useEffect, useState, useSyncExternalStore } from 'react';

/**
 * Whether a client-side navigation is under way: set by the onPageTransitionStart/End hooks
 * (site/pages), read by the progress bar and the loading spinner. A module-level store rather
 * than React state, because Vike calls those hooks outside React.
 */
let navigating = false;
const listeners = new Set<() => void>();

export function setNavigating(value: boolean): void {
  if (navigating === value) return;
  navigating = value;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** True from a navigation's start until its page is rendered (always false on the server). */
export const useNavigating = () =>
  useSyncExternalStore(
    subscribe,
    () => navigating,
    () => false,
  );

/** True once `active` has stayed true for `delay` ms; false again as soon as it is not. */
export function useAfterDelay(active: boolean, delay: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    if (!active) return setPast(false);
    const timer = setTimeout(() => setPast(true), delay);
    return () => clearTimeout(timer);
  }, [active, delay]);
  return past && active;
}
