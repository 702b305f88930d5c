import { useT } from '../../i18n/i18n.tsx';

export interface HighlightedSample {
  label: string;
  lang: string;
  html: string;
  /** Offered in the menu of more languages rather than as a tab. */
  more?: true;
}

/**
 * Code samples in language tabs, the most used languages shown and the others in a menu, as
 * markup. Every panel is in the page, so that the page reads without JavaScript: then each tab
 * and menu entry is a link to its panel, and CSS shows the panel the URL names (`:target`), else
 * the first (api.css). With JavaScript the site's delegated handler switches them instead, and
 * `data-tabs-sync` makes the chosen language one choice for every page and every open tab (see
 * useContentEnhancements); a language chosen from the menu joins the tabs. Labels are isolated
 * (`<bdi>`): in Hebrew, `C#` would read `#C`.
 */
export function CodeSamples({ samples }: { samples: HighlightedSample[] }) {
  const t = useT();
  if (samples.length === 0) return null;
  const ids = panelIds(samples);
  const more = samples.filter((sample) => sample.more);
  return (
    <div className="code-samples" data-tabs-sync="code-sample-language">
      <div className="sample-languages">
        <div role="tablist" className="tabs-list" aria-label={t('api.codeSamples')}>
          {samples.map((sample, i) => (
            <a
              key={ids[i]}
              href={`#${ids[i]}`}
              role="tab"
              data-label={sample.label}
              data-more={sample.more ? '' : undefined}
              id={`${ids[i]}-tab`}
              aria-controls={ids[i]}
              aria-selected={i === 0}
              tabIndex={i === 0 ? 0 : -1}
            >
              <bdi>{sample.label}</bdi>
            </a>
          ))}
        </div>
        {more.length > 0 && (
          <details className="sample-menu">
            <summary>{t('api.moreLanguages')}</summary>
            <ul className="floating-menu">
              {more.map((sample) => (
                <li key={sample.label}>
                  <a href={`#${ids[samples.indexOf(sample)]}`} data-sample-choice={sample.label}>
                    <bdi>{sample.label}</bdi>
                  </a>
                </li>
              ))}
            </ul>
          </details>
        )}
      </div>
      {samples.map((sample, i) => (
        <div
          key={ids[i]}
          role="tabpanel"
          id={ids[i]}
          aria-labelledby={`${ids[i]}-tab`}
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

/**
 * Each panel's id, from its label: `sample-curl`, `sample-node-js`, `sample-csharp`. Labels the
 * spec gives (`x-codeSamples`) may spell no ASCII or repeat one: those are numbered.
 */
function panelIds(samples: HighlightedSample[]): string[] {
  const seen = new Set<string>();
  return samples.map((sample, i) => {
    const slug = sample.label.toLowerCase().replaceAll('#', 'sharp').replaceAll('+', 'plus').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
    const id = slug && !seen.has(`sample-${slug}`) ? `sample-${slug}` : `sample-${i + 1}`;
    seen.add(id);
    return id;
  });
}
