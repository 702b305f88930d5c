import { useT } from '../../i18n/i18n.tsx';
import { useAfterDelay, useNavigating } from './navigationState.ts';

/**
 * When is a load slow: past the progress bar's delay, long enough that the bar alone may go
 * unnoticed. Not a constant of the description, which says only "a slow load shows a spinner".
 */
const SLOW_LOAD_MS = 1000;

/** A spinner over the page being left, while the next one's code and data take over a second. */
export function PageLoading() {
  const t = useT();
  const slow = useAfterDelay(useNavigating(), SLOW_LOAD_MS);
  if (!slow) return null;
  return (
    <div className="page-loading" role="status">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">{t('loading')}</span>
    </div>
  );
}
