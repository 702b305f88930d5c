import type { OperationPage, Parameter, Response } from '../../../generator/normalize/model.ts';
import { useT } from '../../i18n/i18n.tsx';
import { MethodBadge } from '../common/MethodBadge.tsx';
import { Markdown } from '../content/Markdown.tsx';
import { SchemaSummary } from './SchemaSummary.tsx';
import './api.css';

const LOCATIONS = ['path', 'query', 'header', 'cookie'] as const;

/** One operation: what to send, what comes back, and how to authenticate. */
export function OperationView({ page, descriptionHtml }: { page: OperationPage; descriptionHtml: string }) {
  const t = useT();
  const { operation } = page;
  const parameters = LOCATIONS.flatMap((location) => operation.parameters[location]);
  return (
    <>
      <header className="operation-header">
        <h1 className="page-title">{operation.summary}</h1>
        {operation.deprecated && <span className="badge badge-deprecated">{t('api.deprecated')}</span>}
        <p className="operation-endpoint">
          <MethodBadge method={operation.method} webhook={operation.kind === 'webhook'} />
          <code className="operation-path">{operation.path}</code>
        </p>
        <p className="operation-auth">
          <b>{t('api.authentication')}:</b>{' '}
          {operation.security.length === 0 || operation.security.some((r) => r.length === 0)
            ? t('api.public')
            : operation.security.map((requirement) => requirement.map((s) => s.scheme).join(' + ')).join(' | ')}
        </p>
      </header>
      <Markdown html={descriptionHtml} />
      {parameters.length > 0 && (
        <section aria-labelledby="parameters">
          <h2 id="parameters">{t('api.parameters')}</h2>
          <table className="parameters">
            <tbody>
              {parameters.map((p) => (
                <ParameterRow key={`${p.in}:${p.name}`} parameter={p} />
              ))}
            </tbody>
          </table>
        </section>
      )}
      {operation.requestBody && (
        <section aria-labelledby="request-body">
          <h2 id="request-body">{t('api.requestBody')}</h2>
          {operation.requestBody.content.map((media) => (
            <div key={media.mediaType} className="media-type">
              <code>{media.mediaType}</code>
              {media.schema && <SchemaSummary schema={media.schema} schemas={page.schemas} />}
              {media.examples[0] && <pre className="example">{JSON.stringify(media.examples[0].value, null, 2)}</pre>}
            </div>
          ))}
        </section>
      )}
      <section aria-labelledby="responses">
        <h2 id="responses">{t('api.responses')}</h2>
        {operation.responses.map((response) => (
          <ResponseView key={response.status} response={response} />
        ))}
      </section>
    </>
  );
}

function ParameterRow({ parameter: p }: { parameter: Parameter }) {
  const t = useT();
  return (
    <tr id={`parameter-${p.in}-${p.name}`}>
      <td>
        <code>{p.name}</code> <small>{p.in}</small> {p.required && <small className="required">{t('api.required')}</small>}
      </td>
      <td>{p.schema?.types?.join(' | ') ?? p.schema?.ref}</td>
      <td>{p.description}</td>
    </tr>
  );
}

function ResponseView({ response }: { response: Response }) {
  return (
    <details className="response" id={`response-${response.status}`} open={response.status.startsWith('2')}>
      <summary>
        <b className={`status status-${response.status[0]}`}>{response.status}</b> {response.description}
      </summary>
      {response.content.map((media) => (
        <div key={media.mediaType} className="media-type">
          <code>{media.mediaType}</code>
          {media.examples[0] && <pre className="example">{JSON.stringify(media.examples[0].value, null, 2)}</pre>}
        </div>
      ))}
    </details>
  );
}
