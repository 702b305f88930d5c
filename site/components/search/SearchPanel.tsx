import { useEffect, useId, useMemo, useState, type RefObject } from 'react';
import { navigate } from 'vike/client/router';
import { useT } from '../../i18n/i18n.tsx';
import { MAIN_ID } from '../layout/SkipToContent.tsx';
import { moveActive } from './activeOption.ts';
import { flattenGroups, type HitGroup } from './groupResults.ts';
import type { KeyHandler, PanelState } from './Search.tsx';
import { SearchResults } from './SearchResults.tsx';
import { useSearch } from './useSearch.ts';
import './Search.css';

interface Props {
  /** The listbox's id, which the box's aria-controls names. */
  id: string;
  open: boolean;
  query: string;
  keys: RefObject<KeyHandler | null>;
  onState: (state: PanelState) => void;
  onNavigate: () => void;
}

/**
 * The search box's popup, loaded on first use: runs the query through Pagefind as the reader
 * types and shows the results grouped as a listbox (the box keeps focus; the arrow keys move the
 * active option, Enter opens it).
 */
export default function SearchPanel({ id, open, query, keys, onState, onNavigate }: Props) {
  const t = useT();
  const optionPrefix = useId();
  const state = useSearch(query, open);
  const groups: HitGroup[] = state.kind === 'results' ? state.groups : [];
  const hits = useMemo(() => flattenGroups(groups), [groups]);
  const [active, setActive] = useState(0);
  const optionId = (index: number) => `${optionPrefix}-${index}`;

  useEffect(() => setActive(0), [hits]);
  useEffect(() => {
    if (open) document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
  });
  const activeId = open && hits[active] ? optionId(active) : undefined;
  const shown = open && hits.length > 0;
  useEffect(() => onState({ shown, activeId }), [shown, activeId, onState]);

  const go = (url: string) => {
    onNavigate();
    void navigate(url).then(() => document.getElementById(MAIN_ID)?.focus());
  };

  // The box hands its keys over: the panel knows the options.
  useEffect(() => {
    keys.current = (event) => {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        setActive((current) => moveActive(current, hits.length, event.key));
      } else if (event.key === 'Enter' && hits[active]) {
        event.preventDefault();
        go(hits[active].url);
      }
    };
  });

  if (!open) return null;
  return (
    <div className="search-panel" onMouseDown={(event) => event.preventDefault()}>
      {shown && state.kind === 'results' && (
        // The list scrolls when long: one tab stop lets the keyboard scroll it too.
        <div role="listbox" id={id} aria-label={t('search.results')} className="search-listbox" tabIndex={0}>
          <SearchResults groups={groups} terms={state.terms} optionId={optionId} active={active} onHover={setActive} onOpen={onNavigate} />
        </div>
      )}
      <p className="search-message" role="status">
        {state.kind === 'empty' && t('search.empty')}
        {state.kind === 'loading' && t('search.loading')}
        {/* The development server (npm run dev) has no index: Pagefind indexes the built pages. */}
        {state.kind === 'unavailable' && t(import.meta.env.DEV ? 'search.notInDevelopment' : 'search.unavailable')}
        {state.kind === 'results' && (hits.length ? t('search.count', { count: hits.length }) : t('search.noResults', { query: state.query }))}
      </p>
      {hits.length > 0 && (
        <p className="search-keys" aria-hidden="true">
          {t('search.keys')}
        </p>
      )}
    </div>
  );
}
