import { useT } from '../../i18n/i18n.tsx';
import type { OperationVersions } from '../changelog/operationVersions.ts';
import { VersionFacts } from '../changelog/VersionFacts.tsx';
import { CopyPageButton } from '../content/CopyPageButton.tsx';
import { Markdown } from '../content/Markdown.tsx';
import { CodeSamples } from './CodeSamples.tsx';
import { ExamplesView } from './ExamplesView.tsx';
import { ExternalDocsLink } from './ExternalDocsLink.tsx';
import { OperationHeader } from './OperationHeader.tsx';
import type { OperationData, SameSchema } from './operationArticle.tsx';
import { ParameterRow } from './ParameterRow.tsx';
import { ResponseExamples, responsesWithExamples } from './ResponseExamples.tsx';
import { ResponseLinks } from './ResponseLinks.tsx';
import { SectionHeading } from './SectionHeading.tsx';

/**
 * One operation: what to send, what comes back, and how to authenticate. Rendered at build time
 * only (renderOperationArticle): no state, no handlers.
 */
export function OperationView({ data, versions }: { data: OperationData; versions?: OperationVersions | undefined }) {
  const t = useT();
  const { operation, parameterGroups, requestBody, responses } = data;
  return (
    // What the search index holds of an operation (site/components/search, scripts/search):
    // summary, method, path, operationId (OperationHeader), description, parameters and request
    // body; code samples, examples and responses repeat the same words on every page: left out.
    // From 1280 px (api.css) the samples stand beside the rest, in a column that stays in view:
    // the grid places them; below, the page is one column in this order. No landmark (an aside
    // in <main> would be one): each part is a section named by its heading.
    <div
      className="operation-layout"
      data-pagefind-body=""
      // A static value takes the rest of Pagefind's list: the group is an attribute like the others.
      data-pagefind-meta="group[data-group], method[data-method], path[data-path]"
      data-group="api"
      data-method={operation.method}
      data-path={operation.path}
    >
      <div className="operation-intro">
        {/* Here, not before the article: floated beside the title in the title's own column, also
            when the samples stand in a second one (from 1280 px), in either direction. */}
        <CopyPageButton />
        <OperationHeader operation={operation} schemes={data.schemes}>
          {versions && <VersionFacts versions={versions} />}
        </OperationHeader>
        <Markdown html={data.descriptionHtml} className="spec-text" dir="auto" />
        <ExternalDocsLink docs={operation.externalDocs} />
      </div>
      {(data.codeSamples.length > 0 || responsesWithExamples(responses).length > 0) && (
        <div className="operation-samples" data-pagefind-ignore="all">
          {data.codeSamples.length > 0 && (
            <section aria-labelledby="code-samples">
              <SectionHeading id="code-samples" level={2} text={t('api.codeSamples')} />
              <CodeSamples samples={data.codeSamples} />
            </section>
          )}
          <ResponseExamples responses={responses} />
        </div>
      )}
      <div className="operation-details">
        {parameterGroups.length > 0 && (
          <section aria-labelledby="parameters">
            <SectionHeading id="parameters" level={2} text={t('api.parameters')} />
            {parameterGroups.map((group) => (
              <section key={group.location} aria-labelledby={`parameters-${group.location}`}>
                <SectionHeading id={`parameters-${group.location}`} level={3} text={group.label} />
                <ul className="parameters">
                  {group.parameters.map((parameter) => (
                    <ParameterRow key={parameter.name} parameter={parameter} />
                  ))}
                </ul>
              </section>
            ))}
          </section>
        )}
        {requestBody && (
          <section aria-labelledby="request-body">
            <SectionHeading id="request-body" level={2} text={t('api.requestBody')} />
            <Markdown html={requestBody.descriptionHtml} className="spec-text" dir="auto" />
            {requestBody.content.map((media) => (
              <MediaTypeView key={media.mediaType} media={media} />
            ))}
          </section>
        )}
        <section aria-labelledby="responses" data-pagefind-ignore="all">
          <SectionHeading id="responses" level={2} text={t('api.responses')} />
          {responses.map((response) => (
            <details key={response.status} className="response" id={`response-${response.status}`} open={response.status.startsWith('2')}>
              {/* A summary holds no links (they would nest in its button): the heading is the toggle,
                  the description and the deep link follow it. */}
              <summary>
                <h3 className="response-title">
                  <b className={`status status-${response.status[0]}`}>{response.status}</b>{' '}
                  <span dir="auto">{response.summary}</span>
                </h3>
              </summary>
              <p className="response-link">
                <a className="hash-link" href={`#response-${response.status}`} aria-label={`#${response.status}`}>
                  #
                </a>
              </p>
              {response.descriptionHtml !== `<p>${response.summary}</p>` && (
                <div className="response-description markdown" dir="auto" dangerouslySetInnerHTML={{ __html: response.descriptionHtml }} />
              )}
              {response.headers.length > 0 && (
                <>
                  <h4>{t('api.headers')}</h4>
                  <ul className="parameters">
                    {response.headers.map((header) => (
                      <ParameterRow key={header.name} parameter={{ ...header, in: 'header', examples: [], anchor: `response-${response.status}-header-${header.name}` }} />
                    ))}
                  </ul>
                </>
              )}
              {response.content.length === 0 && <p className="muted">{t('api.noBody')}</p>}
              {response.content.map((media) => (
                <MediaTypeView key={media.mediaType} media={media} examples={false} />
              ))}
              {response.links && <ResponseLinks links={response.links} />}
            </details>
          ))}
        </section>
        {/* What search finds an operation by besides its text, kept out of the excerpts' way at the
            end: its operationId (not shown) and its method and path (shown in the header, which
            the index skips). Pagefind indexes these attributes, not those of the body element. */}
        <span
          data-pagefind-index-attrs="data-operation-id,data-endpoint"
          data-operation-id={operation.operationId}
          data-endpoint={`${operation.method.toUpperCase()} ${operation.path}`}
        />
      </div>
    </div>
  );
}

/**
 * A media type's schema (rendered at build time by the schema viewer) and examples: a response's
 * are with the response examples, beside the code samples (ResponseExamples).
 */
function MediaTypeView({ media, examples = true }: { media: OperationData['responses'][number]['content'][number]; examples?: boolean }) {
  return (
    <div className="media-type">
      <p className="media-type-name">
        <code>{media.mediaType}</code>
      </p>
      {media.schemaHtml && <div className="schema-html" dangerouslySetInnerHTML={{ __html: media.schemaHtml }} />}
      {'sameAs' in media && media.sameAs && <SameSchemaLink sameAs={media.sameAs} />}
      {examples && <ExamplesView examples={media.examples} />}
    </div>
  );
}

/** A response schema shown earlier on the page: said so, with a link to it. */
function SameSchemaLink({ sameAs }: { sameAs: SameSchema }) {
  const t = useT();
  return (
    <p className="schema-same">
      {t('api.sameSchemaAs', { status: sameAs.status })}{' '}
      <a href={`#${sameAs.anchor}`}>
        <code dir="ltr">{sameAs.name ?? t('api.schema')}</code>
      </a>
    </p>
  );
}
