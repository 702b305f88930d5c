import { useEffect, useState, type CSSProperties } from 'react';
import { constants } from '../../config/siteConfig.ts';
import { useT } from '../../i18n/i18n.tsx';
import { useNavigating } from './navigationState.ts';
import './navigation.css';

const { delay, minimum, speed, trickleRate, trickleSpeed } = constants.progressBar;
/** Where trickling stops: the bar never looks finished before the page is there. */
const TRICKLE_MAX = 0.994;

/**
 * The thin bar at the top of the window during a navigation that takes over `delay` ms (the
 * description's constants, as NProgress would take them): it starts at `minimum`, creeps on by up
 * to `trickleRate` every `trickleSpeed` ms, and when the page is rendered runs to the end in
 * `speed` ms and fades. A dozen lines of our own instead of a library (first-load budget).
 */
export function ProgressBar() {
  const t = useT();
  const navigating = useNavigating();
  const [value, setValue] = useState<number | null>(null);

  useEffect(() => {
    if (navigating) {
      let trickle: ReturnType<typeof setInterval> | undefined;
      const start = setTimeout(() => {
        setValue(minimum);
        trickle = setInterval(() => setValue((v) => (v === null ? v : Math.min(v + Math.random() * trickleRate, TRICKLE_MAX))), trickleSpeed);
      }, delay);
      return () => {
        clearTimeout(start);
        clearInterval(trickle);
      };
    }
    setValue((v) => (v === null ? v : 1));
    const hide = setTimeout(() => setValue(null), speed * 2);
    return () => clearTimeout(hide);
  }, [navigating]);

  if (value === null) return null;
  return (
    <div
      className="progress-bar"
      role="progressbar"
      aria-label={t('loading')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(value * 100)}
      data-done={value === 1 || undefined}
      style={{ '--progress-speed': `${speed}ms` } as CSSProperties}
    >
      <div className="progress-bar-fill" style={{ inlineSize: `${value * 100}%` }} />
    </div>
  );
}
