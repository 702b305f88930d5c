import type { Severity } from '../../../generator/diff/model.ts';
import { useLocale, useT } from '../../i18n/i18n.tsx';
import { Link } from '../common/Link.tsx';
import { MethodBadge } from '../common/MethodBadge.tsx';
import type { ChangedOperation, ReleaseView } from './changelogData.ts';
import { TextParts } from '../common/TextParts.tsx';
import { SlashBreaks } from '../common/SlashBreaks.tsx';
import './changelog.css';

const GROUP_TITLES = { breaking: 'changelog.group.breaking', deprecation: 'changelog.group.deprecation', 'non-breaking': 'changelog.group.nonBreaking' } as const;
const MARKS = { breaking: 'changelog.mark.breaking', deprecation: 'changelog.mark.deprecation' } as const;

/**
 * The API's changelog: each release, newest first, with its day and its changes by severity
 * (breaking, deprecations, the rest), each change under the operation it changes, linking to
 * that operation's page. Each release's heading is its anchor (`#v1-4-0`), which operation pages
 * and the announcement bar link to.
 */
export function ChangelogView({ releases }: { releases: ReleaseView[] }) {
  const t = useT();
  return (
    <article className="page-article changelog" data-pagefind-body="" data-pagefind-meta="group:api">
      <h1 className="page-title">{t('changelog.title')}</h1>
      <p className="changelog-intro">{t('changelog.description')}</p>
      {releases.length === 0 && <p>{t('changelog.noReleases')}</p>}
      {releases.map((release) => (
        <Release key={release.version} release={release} />
      ))}
    </article>
  );
}

function Release({ release }: { release: ReleaseView }) {
  const t = useT();
  const locale = useLocale();
  const { anchor } = release;
  return (
    <section className="changelog-release" aria-labelledby={anchor}>
      <h2 id={anchor}>
        {/* Isolated: in right-to-left text the `#` after it would join the number and lead it. */}
        <bdi>{release.version}</bdi>
        <a className="hash-link" href={`#${anchor}`} aria-label={`#${release.version}`}>
          #
        </a>
      </h2>
      <p className="changelog-meta">
        {release.date ? <time dateTime={release.date}>{t('changelog.released', { date: release.dateText })}</time> : t('changelog.dateUnknown')}
        {release.count > 0 && (
          <>
            {' · '}
            <span className="changelog-count">{t('changelog.count', { count: release.count })}</span>
          </>
        )}
      </p>
      {release.count === 0 && <p>{t(release.first ? 'changelog.firstRelease' : 'changelog.noChanges')}</p>}
      {/* Written by hand in English, like the spec's own text where it is not translated. */}
      {release.note && (
        <p className="changelog-note" lang={locale === 'en' ? undefined : 'en'} dir="auto">
          {release.note}
        </p>
      )}
      {release.groups.map(({ severity, operations }) => (
        <section key={severity} className="changelog-group" data-severity={severity} aria-labelledby={`${anchor}-${severity}`}>
          <h3 id={`${anchor}-${severity}`}>{t(GROUP_TITLES[severity])}</h3>
          <ul className="changelog-operations">
            {operations.map(({ operation, changes }, i) => (
              <li key={operation ? `${operation.method} ${operation.path}` : i}>
                {operation ? <OperationName operation={operation} /> : <p className="changelog-operation">{t('changelog.wholeApi')}</p>}
                <ul className="changelog-changes">
                  {changes.map((parts, j) => (
                    <li key={j}>
                      <Mark severity={severity} />
                      <TextParts parts={parts} />
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}

/** The operation a change is about: method, summary and path, a link to its page while it has one. */
function OperationName({ operation }: { operation: ChangedOperation }) {
  const name = (
    <>
      <MethodBadge method={operation.method} />{' '}
      {operation.page && (
        <>
          <span className="changelog-operation-summary" dir="auto">
            {operation.page.label}
          </span>{' '}
        </>
      )}
      <code className="changelog-operation-path" dir="ltr">
        <SlashBreaks text={operation.path} />
      </code>
    </>
  );
  return <p className="changelog-operation">{operation.page ? <Link to={operation.page.path}>{name}</Link> : name}</p>;
}

/** A breaking change or a deprecation says so on its own line too, for readers who land on it from a search or a link. */
function Mark({ severity }: { severity: Severity }) {
  const t = useT();
  if (severity === 'non-breaking') return null;
  return (
    <>
      <span className={`changelog-mark changelog-mark-${severity}`}>{t(MARKS[severity])}</span>{' '}
    </>
  );
}
