import { useT } from '../../i18n/i18n.tsx';

interface Props {
  /** `load`: the page's code or data could not be fetched; `crash`: rendering it threw. */
  kind: 'load' | 'crash';
  error: unknown;
  onRetry: () => void;
}

/** What stands in for a page that failed: the error's text and a button to try again. */
export function PageError({ kind, error, onRetry }: Props) {
  const t = useT();
  const message = error instanceof Error ? error.message : String(error);
  return (
    <article className="page-article page-error" role="alert">
      <h1 className="page-title">{kind === 'load' ? t('error.loadFailed', { message }) : t('error.crashed')}</h1>
      {kind === 'crash' && (
        <pre className="page-error-message" dir="ltr">
          {message}
        </pre>
      )}
      <button type="button" className="retry-button" onClick={onRetry}>
        {kind === 'load' ? t('error.retry') : t('error.tryAgain')}
      </button>
    </article>
  );
}

/**
 * Whether an error is a failed fetch (network down, request blocked) rather than a bug: Chromium
 * says "Failed to fetch", Firefox "NetworkError when attempting to fetch resource.", Safari
 * "Load failed"; a module's code that could not be loaded says "…dynamically imported module".
 */
export function isLoadFailure(error: unknown): boolean {
  return error instanceof TypeError && /fetch|network|load failed|dynamically imported module/i.test(error.message);
}
