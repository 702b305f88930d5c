import { useT } from '../../i18n/i18n.tsx';
import { MethodBadge } from '../common/MethodBadge.tsx';
import type { HitGroup } from './groupResults.ts';
import { highlightTerms, type Segment } from './highlight.ts';

interface Props {
  groups: HitGroup[];
  terms: string[];
  optionId: (index: number) => string;
  active: number;
  onHover: (index: number) => void;
  onOpen: () => void;
}

const GROUP_LABELS = { api: 'search.group.api', docs: 'search.group.docs', blog: 'search.group.blog', pages: 'search.group.pages' } as const;

/** Text with the matched words in <mark>. */
function Highlighted({ segments }: { segments: Segment[] }) {
  return segments.map((segment, i) => (segment.match ? <mark key={i}>{segment.text}</mark> : segment.text));
}

/**
 * The options of the results listbox, grouped (API, Docs, Blog, Pages). Each option is the link
 * itself (`<a role="option">`), so a click is an ordinary link Vike routes on the client.
 */
export function SearchResults({ groups, terms, optionId, active, onHover, onOpen }: Props) {
  const t = useT();
  let index = 0;
  return groups.map(({ group, hits }) => (
    <div key={group} role="group" aria-label={t(GROUP_LABELS[group])} className="search-group">
      <div className="search-group-label" aria-hidden="true">
        {t(GROUP_LABELS[group])}
      </div>
      {hits.map((hit) => {
        const i = index++;
        return (
          <a
            key={hit.url}
            id={optionId(i)}
            role="option"
            aria-selected={i === active}
            href={hit.url}
            tabIndex={-1}
            className="search-option"
            onMouseMove={() => i !== active && onHover(i)}
            onClick={onOpen}
          >
            <span className="search-option-title" dir="auto">
              <Highlighted segments={highlightTerms(hit.title, terms)} />
            </span>
            {hit.method && hit.path && (
              <span className="search-option-endpoint">
                <MethodBadge method={hit.method} /> <code dir="ltr">{hit.path}</code>
              </span>
            )}
            {hit.excerpt.length > 0 && (
              <span className="search-option-excerpt" dir="auto">
                <Highlighted segments={hit.excerpt} />
              </span>
            )}
          </a>
        );
      })}
    </div>
  ));
}
