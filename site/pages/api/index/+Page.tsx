import { Fragment } from 'react';
import { useData } from 'vike-react/useData';
import { ExternalDocsLink } from '../../../components/api/ExternalDocsLink.tsx';
import { describeScheme } from '../../../components/api/describeScheme.ts';
import { groupAnchor } from '../../../components/api/groupAnchor.ts';
import { SchemeDetails } from '../../../components/api/SchemeDetails.tsx';
import { ServerLine } from '../../../components/api/ServerLine.tsx';
import { Link } from '../../../components/common/Link.tsx';
import { CopyPageButton } from '../../../components/content/CopyPageButton.tsx';
import { withBase } from '../../../config/base.ts';
import { isWebUrl } from '../../../content-pipeline/specLinks.ts';
import { MethodBadge } from '../../../components/common/MethodBadge.tsx';
import { Markdown } from '../../../components/content/Markdown.tsx';
import { TableOfContents } from '../../../components/content/TableOfContents.tsx';
import { useT } from '../../../i18n/i18n.tsx';
import type { Data } from './+data.ts';
import '../../../components/api/api.css';

/** The API overview: the spec's info, how to authenticate, where to call, and every operation. */
export default function Page() {
  const { info, groups, toc } = useData<Data>();
  const t = useT();
  const GroupHeading = groups.some((group) => group.startsSection) ? 'h4' : 'h3';
  return (
    <div className="page-columns">
    <article className="page-article api-root" data-pagefind-body="" data-pagefind-meta="group:api">
      <CopyPageButton />
      <h1 className="page-title">
        {info.title} <span className="api-version">{t('api.version', { version: info.version })}</span>
      </h1>
      {info.summary && (
        <p className="api-summary" dir="auto">
          {info.summary}
        </p>
      )}
      <p className="api-downloads">
        <b>{t('api.download')}:</b>{' '}
        <a href={withBase('/openapi.yaml')} download="openapi.yaml" rel="external">
          {t('api.downloadYaml')}
        </a>{' '}
        ·{' '}
        <a href={withBase('/openapi.json')} download="openapi.json" rel="external">
          {t('api.downloadJson')}
        </a>
      </p>
      <dl className="api-meta">
        {info.contact && (
          <>
            <dt>{t('api.contact')}</dt>
            <dd>
              {info.contact.url ? <Link href={info.contact.url}>{info.contact.name ?? info.contact.url}</Link> : info.contact.name}
              {info.contact.email && (
                <>
                  {' '}
                  · <a href={`mailto:${info.contact.email}`}>{info.contact.email}</a>
                </>
              )}
            </dd>
          </>
        )}
        {info.license && (
          <>
            <dt>{t('api.license')}</dt>
            <dd>
              {info.license.url ? <Link href={info.license.url}>{info.license.name}</Link> : info.license.name}
              {info.license.identifier && ` (${info.license.identifier})`}
            </dd>
          </>
        )}
        {info.termsOfService && (
          <>
            <dt>{t('api.termsOfService')}</dt>
            <dd>{isWebUrl(info.termsOfService) ? <Link href={info.termsOfService}>{info.termsOfService}</Link> : info.termsOfService}</dd>
          </>
        )}
      </dl>
      <Markdown html={info.descriptionHtml} className="spec-text" dir="auto" />
      <ExternalDocsLink docs={info.externalDocs} />
      <section aria-labelledby="servers">
        <h2 id="servers">{t('api.servers')}</h2>
        <ul>
          {info.servers.map((server) => (
            <li key={server.url}>
              <ServerLine server={server} />
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="authentication">
        <h2 id="authentication">{t('api.securitySchemes')}</h2>
        {info.securitySchemes.map((scheme) => (
          <section key={scheme.name} aria-labelledby={`scheme-${scheme.name}`} className="security-scheme">
            <h3 id={`scheme-${scheme.name}`}>
              <code>{scheme.name}</code>: {describeScheme(scheme, t)}
            </h3>
            <Markdown html={scheme.descriptionHtml} className="spec-text" dir="auto" />
            <SchemeDetails scheme={scheme} />
          </section>
        ))}
      </section>
      <section aria-labelledby="operations">
        <h2 id="operations">{t('api.operations')}</h2>
        {groups.map((group) => (
          <Fragment key={group.anchor}>
            {/* An x-tagGroups section's heading before its first group, the groups a level below it.
                Headings at the page's start, their names isolated: an English name in a Hebrew
                page reads in its own direction without the heading moving to the other edge. */}
            {group.startsSection && (
              <h3 id={group.startsSection.id} className="api-section">
                <bdi>{group.startsSection.text}</bdi>
              </h3>
            )}
            <section className="api-group" aria-labelledby={groupAnchor(group.anchor)}>
              <GroupHeading id={groupAnchor(group.anchor)}>
                <bdi>{group.name}</bdi>
              </GroupHeading>
              <Markdown html={group.descriptionHtml} className="spec-text" dir="auto" />
              <ExternalDocsLink docs={group.externalDocs} />
              {/* Each operation is its own search result: its summary here would only echo it. A
                  group of prose alone (a tag without operations) has no list. */}
              {group.items.length > 0 && (
                <ul className="api-group-list" data-pagefind-ignore="all">
                  {group.items.map((item) => (
                    <li key={item.slug}>
                      <Link to={`/api/${item.slug}`}>
                        <MethodBadge method={item.method} webhook={item.kind === 'webhook'} /> {item.summary}
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          </Fragment>
        ))}
      </section>
    </article>
    <TableOfContents toc={toc} />
    </div>
  );
}
