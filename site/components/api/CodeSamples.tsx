import { useEffect, useState } from 'react';
import { useT } from '../../i18n/i18n.tsx';

export interface HighlightedSample {
  label: string;
  lang: string;
  html: string;
  source: string;
}

const STORAGE_KEY = 'bob.codeSample.language';

/**
 * Code samples in language tabs. The chosen language is remembered in local storage and
 * followed by every page and every open tab (the storage event); without JavaScript all
 * samples are shown one after another.
 */
export function CodeSamples({ samples }: { samples: HighlightedSample[] }) {
  const t = useT();
  const [chosen, setChosen] = useState(samples[0]?.label);
  useEffect(() => {
    const follow = (label: string | null) => label && samples.some((s) => s.label === label) && setChosen(label);
    follow(localStorage.getItem(STORAGE_KEY));
    const onStorage = (event: StorageEvent) => event.key === STORAGE_KEY && follow(event.newValue);
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [samples]);
  const choose = (label: string) => {
    setChosen(label);
    localStorage.setItem(STORAGE_KEY, label);
  };
  if (samples.length === 0) return null;
  return (
    <div className="code-samples">
      <div
        role="tablist"
        className="tabs-list"
        aria-label={t('api.codeSamples')}
        onKeyDown={(event) => {
          const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
          if (step === undefined) return;
          const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
          const index = samples.findIndex((s) => s.label === chosen);
          const next = samples[(index + (rtl ? -step : step) + samples.length) % samples.length]!;
          choose(next.label);
          event.currentTarget.querySelector<HTMLElement>(`[data-label="${CSS.escape(next.label)}"]`)?.focus();
          event.preventDefault();
          event.stopPropagation();
        }}
      >
        {samples.map((sample) => (
          <button
            key={sample.label}
            type="button"
            role="tab"
            data-label={sample.label}
            id={`sample-tab-${slug(sample.label)}`}
            aria-controls={`sample-${slug(sample.label)}`}
            aria-selected={sample.label === chosen}
            tabIndex={sample.label === chosen ? 0 : -1}
            onClick={(event) => {
              event.stopPropagation(); // Not the Markdown tabs' handler: this group keeps its own state.
              choose(sample.label);
            }}
          >
            {sample.label}
          </button>
        ))}
      </div>
      {samples.map((sample) => (
        <div
          key={sample.label}
          role="tabpanel"
          id={`sample-${slug(sample.label)}`}
          aria-labelledby={`sample-tab-${slug(sample.label)}`}
          className="tab-panel code-block"
          data-lang={sample.lang}
          data-selected={sample.label === chosen ? '' : undefined}
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
