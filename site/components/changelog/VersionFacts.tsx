import { useT } from '../../i18n/i18n.tsx';
import { Link } from '../common/Link.tsx';
import { releaseHref } from './changelogPath.ts';
import type { OperationVersions } from './operationVersions.ts';

/**
 * An operation's place in the release history, as a term of its header's facts: since which
 * release it exists and which releases changed it, each linking to that release's changelog
 * entry. Rendered into the static article only. Left out of the search index: every page says it.
 */
export function VersionFacts({ versions }: { versions: OperationVersions }) {
  const t = useT();
  return (
    <>
      <dt data-pagefind-ignore="">{t('api.versions')}</dt>
      <dd className="operation-versions" data-pagefind-ignore="">
        {versions.since ? <Link to={releaseHref(versions.since)}>{t('api.since', { version: versions.since })}</Link> : t('api.unreleased')}
        {versions.changedIn.length > 0 && (
          <>
            {' · '}
            {t('api.changedIn')}{' '}
            {versions.changedIn.map((version, i) => (
              <span key={version}>
                {i > 0 && ', '}
                <Link to={releaseHref(version)}>{version}</Link>
              </span>
            ))}
          </>
        )}
      </dd>
    </>
  );
}
