import { Fragment, type ReactNode } from 'react';
import type { Operation, SecurityScheme } from '../../../generator/normalize/model.ts';
import { useT } from '../../i18n/i18n.tsx';
import { Link } from '../common/Link.tsx';
import { MethodBadge } from '../common/MethodBadge.tsx';
import { TextParts } from '../common/TextParts.tsx';
import { describeScheme } from './describeScheme.ts';
import { operationBehaviour } from './operationBehaviour.ts';
import { ServerLine } from './ServerLine.tsx';
import { SlashBreaks } from '../common/SlashBreaks.tsx';

interface Props {
  operation: Pick<Operation, 'summary' | 'deprecated' | 'method' | 'kind' | 'path' | 'servers' | 'security' | 'operationId' | 'paging' | 'longRunning'>;
  schemes: SecurityScheme[];
  /** More facts (`<dt>` and `<dd>`), after servers and authentication: the operation's versions. */
  children?: ReactNode;
}

/**
 * The operation at a glance: summary, deprecation, method and path (path parameters marked),
 * a button copying the full URL, the servers it runs on, the authentication it needs and, where
 * the spec says, how it pages and whether it goes on after its response (./operationBehaviour.ts).
 */
export function OperationHeader({ operation, schemes, children }: Props) {
  const t = useT();
  const url = `${operation.servers[0]?.url.replace(/\/$/, '') ?? ''}${operation.path}`;
  const isPublic = operation.security.length === 0 || operation.security.some((alternative) => alternative.length === 0);
  const scheme = (name: string) => schemes.find((s) => s.name === name);
  return (
    <header className="operation-header">
      <h1 className="page-title" dir="auto">
        {operation.summary}
        {operation.deprecated && <span className="badge badge-deprecated">{t('api.deprecated')}</span>}
      </h1>
      {/* Indexed at the article's end (OperationView), so search excerpts start with the text. */}
      <div className="operation-endpoint" data-pagefind-ignore="">
        <MethodBadge method={operation.method} webhook={operation.kind === 'webhook'} />
        <code className="operation-path">
          <SlashBreaks text={operation.path} piece={withPathParameters} />
        </code>
        {operation.kind === 'operation' && (
          <button type="button" className="copy-button copy-url" data-copy={url} aria-label={t('api.copyUrl')} title={t('api.copyUrl')} />
        )}
      </div>
      {/* The same servers and authentication on every operation: not searched (scripts/search/searchDocument.ts). */}
      <dl className="operation-facts" data-pagefind-ignore="all">
        <dt>{t('api.servers')}</dt>
        <dd>
          <ul>
            {operation.servers.map((server) => (
              <li key={server.url}>
                <ServerLine server={server} />
              </li>
            ))}
          </ul>
        </dd>
        <dt>{t('api.authentication')}</dt>
        <dd>
          {isPublic ? (
            t('api.public')
          ) : (
            <ul aria-label={t('api.authAny')}>
              {operation.security.map((alternative, i) => (
                <li key={i}>
                  {alternative.map((requirement) => {
                    const found = scheme(requirement.scheme);
                    return (
                      <Link key={requirement.scheme} to={`/api#scheme-${requirement.scheme}`}>
                        <code>{requirement.scheme}</code>
                        {found && (
                          <>
                            {' — '}
                            <bdi>{describeScheme(found, t)}</bdi>
                          </>
                        )}
                        {requirement.scopes.length > 0 && (
                          <>
                            {' ('}
                            <bdi>{requirement.scopes.join(', ')}</bdi>
                            {')'}
                          </>
                        )}
                      </Link>
                    );
                  })}
                </li>
              ))}
            </ul>
          )}
        </dd>
        {operationBehaviour(operation, t).map(({ label, parts }) => (
          <Fragment key={label}>
            <dt>{label}</dt>
            <dd>
              <TextParts parts={parts} />
            </dd>
          </Fragment>
        ))}
        {children}
      </dl>
    </header>
  );
}

/** A piece of an operation's path, its parameters (`{bookingId}`) highlighted. */
const withPathParameters = (piece: string) =>
  piece.split(/(\{[^}]+\})/).map((part, i) =>
    part.startsWith('{') ? (
      <span key={i} className="path-param">
        {part}
      </span>
    ) : (
      part
    ),
  );
