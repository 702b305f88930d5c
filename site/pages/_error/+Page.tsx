import { usePageContext } from 'vike-react/usePageContext';
import { reload } from 'vike/client/router';
import { Link } from '../../components/common/Link.tsx';
import { isLoadFailure, PageError } from '../../components/layout/PageError.tsx';
import { useT } from '../../i18n/i18n.tsx';

/**
 * Not found (any unknown path, in the path's locale), or a navigation that failed: Vike renders
 * this page with the error when the next page's data could not be fetched ("The page could not be
 * loaded: …" and Retry) or when rendering threw outside the page's own error boundary ("This page
 * crashed" and Try again). Both buttons run the navigation again.
 */
export default function Page() {
  const { is404, errorWhileRendering } = usePageContext();
  const t = useT();
  if (!is404 && errorWhileRendering) {
    return <PageError kind={isLoadFailure(errorWhileRendering) ? 'load' : 'crash'} error={errorWhileRendering} onRetry={() => void reload()} />;
  }
  return (
    <article className="page-article not-found">
      <h1 className="page-title">{is404 ? t('notFound.title') : t('error.crashed')}</h1>
      <p>{t('notFound.body')}</p>
      <p>{t('notFound.hint')}</p>
      <p>
        <Link to="/">{t('notFound.home')}</Link>
      </p>
    </article>
  );
}
