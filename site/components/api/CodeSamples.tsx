import { useT } from '../../i18n/i18n.tsx';

export interface HighlightedSample {
  label: string;
  lang: string;
  html: string;
}

/**
 * Code samples in language tabs, as markup: the site's delegated tab handler switches them, and
 * `data-tabs-sync` makes the chosen language one choice for every page and every open tab (see
 * useContentEnhancements). Without JavaScript all samples are shown one after another, each
 * under its language (`data-label`, Markdown.css).
 */
export function CodeSamples({ samples }: { samples: HighlightedSample[] }) {
  const t = useT();
  if (samples.length === 0) return null;
  return (
    <div className="code-samples" data-tabs-sync="code-sample-language">
      <div role="tablist" className="tabs-list" aria-label={t('api.codeSamples')}>
        {samples.map((sample, i) => (
          <button
            key={sample.label}
            type="button"
            role="tab"
            data-label={sample.label}
            id={`sample-tab-${slug(sample.label)}`}
            aria-controls={`sample-${slug(sample.label)}`}
            aria-selected={i === 0}
            tabIndex={i === 0 ? 0 : -1}
          >
            {sample.label}
          </button>
        ))}
      </div>
      {samples.map((sample, i) => (
        <div
          key={sample.label}
          role="tabpanel"
          id={`sample-${slug(sample.label)}`}
          aria-labelledby={`sample-tab-${slug(sample.label)}`}
          className="tab-panel code-block"
          data-label={sample.label}
          data-lang={sample.lang}
          data-selected={i === 0 ? '' : undefined}
        >
          <div className="code-body">
            <div dangerouslySetInnerHTML={{ __html: sample.html }} />
            <button type="button" className="copy-button" data-copy="" aria-label={t('code.copy')} title={t('code.copy')} />
          </div>
        </div>
      ))}
    </div>
  );
}

const slug = (label: string) => label.toLowerCase().replace(/[^a-z0-9]+/g, '-');
