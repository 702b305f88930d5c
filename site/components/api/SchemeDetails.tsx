import { Fragment } from 'react';
import type { SecurityScheme } from '../../../generator/normalize/model.ts';
import { useT } from '../../i18n/i18n.tsx';
import { FLOW_URLS, OAUTH_FLOWS } from './describeScheme.ts';

/**
 * What a security scheme needs beyond its kind, on the API overview: OAuth 2.0's flows, each with
 * its URLs and its scopes and what each allows (1,011 of APIs.guru's descriptions use OAuth 2.0,
 * Google's with dozens of scopes), or OpenID Connect's discovery URL. Nothing for other kinds.
 */
export function SchemeDetails({ scheme }: { scheme: SecurityScheme }) {
  const t = useT();
  if (scheme.type === 'openIdConnect' && scheme.openIdConnectUrl) {
    return (
      <dl className="api-meta">
        <dt>{t('api.openIdConnectUrl')}</dt>
        <dd>
          <code dir="ltr">{scheme.openIdConnectUrl}</code>
        </dd>
      </dl>
    );
  }
  const flows = scheme.type === 'oauth2' ? OAUTH_FLOWS.filter(([key]) => scheme.flows?.[key]) : [];
  return flows.map(([key, label]) => {
    const flow = scheme.flows![key]!;
    const scopes = Object.entries(flow.scopes);
    const id = `scheme-${scheme.name}-${key}`;
    return (
      <section key={key} className="oauth-flow" aria-labelledby={id}>
        <h4 id={id}>{t(label)}</h4>
        <dl className="api-meta">
          {FLOW_URLS.filter(([url]) => flow[url]).map(([url, urlLabel]) => (
            <Fragment key={url}>
              <dt>{t(urlLabel)}</dt>
              <dd>
                <code dir="ltr">{flow[url]}</code>
              </dd>
            </Fragment>
          ))}
        </dl>
        {scopes.length > 0 && (
          // The content's table styles (Markdown.css, which the overview loads).
          <div className="markdown">
            <table>
              <caption className="visually-hidden">{t('api.scopes')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('api.scope')}</th>
                  <th scope="col">{t('api.scopeMeaning')}</th>
                </tr>
              </thead>
              <tbody>
                {scopes.map(([name, meaning]) => (
                  <tr key={name}>
                    <td>
                      <code dir="ltr">{name}</code>
                    </td>
                    <td dir="auto">{meaning}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    );
  });
}
