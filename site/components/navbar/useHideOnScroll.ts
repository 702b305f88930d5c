import { useEffect, useState } from 'react';

/** Scrolls smaller than this are jitter (touchpads, rubber-banding), not a change of direction. */
const THRESHOLD_PX = 4;

/**
 * The navbar's `hideOnScroll`: hidden while the reader scrolls down past it, shown again as soon
 * as they scroll up (or are back at the top).
 */
export function useHideOnScroll(enabled: boolean, navbarHeight: () => number): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    if (!enabled) return setHidden(false);
    let last = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      if (y < navbarHeight()) setHidden(false);
      else if (Math.abs(y - last) >= THRESHOLD_PX) setHidden(y > last);
      else return;
      last = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [enabled, navbarHeight]);
  return hidden;
}
