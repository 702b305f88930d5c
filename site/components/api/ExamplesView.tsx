import { useId } from 'react';
import { useT } from '../../i18n/i18n.tsx';

export interface HighlightedExample {
  name?: string;
  summary?: string;
  generated?: boolean;
  /** A generated example cut at its depth limit (its cut branches read `…`). */
  shortened?: boolean;
  /** shiki's HTML for the example as JSON (or text); the copy button copies its text. */
  html: string;
}

/**
 * A media type's examples. Several named examples become tabs (the same enhanced markup as the
 * Markdown tabs: all shown without JavaScript); an example built from the schema says so. Not
 * searched (`data-pagefind-ignore`): values, not words, and cut out of the page's search document
 * before Pagefind parses it (scripts/search/searchDocument.ts).
 */
export function ExamplesView({ examples }: { examples: HighlightedExample[] }) {
  const t = useT();
  const group = useId().replace(/[^a-zA-Z0-9-]/g, '');
  if (examples.length === 0) return null;
  const block = (example: HighlightedExample) => (
    <div className="code-block">
      {example.generated && <div className="code-title">{t(example.shortened ? 'api.exampleShortened' : 'api.exampleGenerated')}</div>}
      <div className="code-body">
        <div dangerouslySetInnerHTML={{ __html: example.html }} />
        <button type="button" className="copy-button" data-copy="" aria-label={t('code.copy')} title={t('code.copy')} />
      </div>
    </div>
  );
  if (examples.length === 1)
    return (
      <div className="examples" data-pagefind-ignore="all">
        {block(examples[0]!)}
      </div>
    );
  return (
    <div className="examples tabs" data-tabs="" data-pagefind-ignore="all">
      <div role="tablist" className="tabs-list" aria-label={t('api.examples')}>
        {examples.map((example, i) => (
          <button
            key={i}
            type="button"
            role="tab"
            id={`${group}-tab-${i}`}
            aria-controls={`${group}-panel-${i}`}
            aria-selected={i === 0}
            tabIndex={i === 0 ? 0 : -1}
          >
            {example.summary ?? example.name ?? `${t('api.example')} ${i + 1}`}
          </button>
        ))}
      </div>
      {examples.map((example, i) => (
        <div key={i} role="tabpanel" id={`${group}-panel-${i}`} aria-labelledby={`${group}-tab-${i}`} className="tab-panel" data-selected={i === 0 ? '' : undefined}>
          {block(example)}
        </div>
      ))}
    </div>
  );
}
