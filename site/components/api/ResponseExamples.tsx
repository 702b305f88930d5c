import { Fragment } from 'react';
import { useT } from '../../i18n/i18n.tsx';
import { ExamplesView } from './ExamplesView.tsx';
import type { OperationData } from './operationArticle.tsx';
import { SectionHeading } from './SectionHeading.tsx';

type Response = OperationData['responses'][number];

/**
 * What the operation answers, as an example per status, beside the code samples (issue 20: the
 * reader sees a request and its answer at once, as in Stripe's, Redoc's and Scalar's references).
 * The statuses are radio buttons, each followed by its label and its panel, so the switch works
 * without JavaScript (the article is static HTML): the checked one's panel shows (api.css). The
 * first success is shown first.
 */
export function ResponseExamples({ responses }: { responses: Response[] }) {
  const t = useT();
  const shown = responsesWithExamples(responses);
  if (shown.length === 0) return null;
  const first = shown.find((response) => response.status.startsWith('2')) ?? shown[0]!;
  return (
    <section aria-labelledby="response-example" className="response-examples">
      <SectionHeading id="response-example" level={2} text={t('api.responseExample')} />
      <div className="status-switch">
        {shown.map((response) => (
          <Fragment key={response.status}>
            <input
              type="radio"
              name="response-example"
              id={`response-example-${response.status}`}
              className="status-switch-input visually-hidden"
              defaultChecked={response === first}
            />
            <label htmlFor={`response-example-${response.status}`} className={`status-switch-label status status-${response.status[0]}`}>
              {response.status}
            </label>
            <div className="status-switch-panel">
              <p className="response-example-summary">
                <a href={`#response-${response.status}`} dir="auto">
                  {response.summary}
                </a>
              </p>
              {response.content
                .filter((media) => media.examples.length > 0)
                .map((media) => (
                  <div key={media.mediaType} className="media-type">
                    {response.content.length > 1 && (
                      <p className="media-type-name">
                        <code>{media.mediaType}</code>
                      </p>
                    )}
                    <ExamplesView examples={media.examples} />
                  </div>
                ))}
            </div>
          </Fragment>
        ))}
      </div>
    </section>
  );
}

/** The responses that have an example to show. */
export const responsesWithExamples = (responses: Response[]) => responses.filter((response) => response.content.some((media) => media.examples.length > 0));
