import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useT } from '../../i18n/i18n.tsx';
import { isSearchShortcut } from './isSearchShortcut.ts';

// Everything but the box itself (results, Pagefind, styles) loads when the box is first used:
// a page's first load carries only this component (about 0.7 KB gzip).
const SearchPanel = lazy(() => import('./SearchPanel.tsx'));

/** What the panel tells the box, for the combobox's ARIA state. */
export interface PanelState {
  /** The listbox is there (the panel is open and has results). */
  shown?: boolean;
  activeId?: string;
}

export type KeyHandler = (event: KeyboardEvent<HTMLInputElement>) => void;

/**
 * The navbar's search: a combobox over the site's Pagefind index in the page's language.
 * Ctrl/Cmd+K or / focuses it from anywhere; Escape closes it and puts focus back where it was.
 */
export function Search() {
  const t = useT();
  const listboxId = useId();
  const input = useRef<HTMLInputElement>(null);
  const returnTo = useRef<HTMLElement | null>(null);
  const panelKeys = useRef<KeyHandler | null>(null);
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const [panel, setPanel] = useState<PanelState>({});

  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (!isSearchShortcut(event) || document.activeElement === input.current) return;
      event.preventDefault();
      input.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  const close = useCallback((restoreFocus: boolean) => {
    setOpen(false);
    if (!restoreFocus) return;
    const target = returnTo.current;
    if (target?.isConnected && target !== document.body) target.focus();
    else input.current?.blur();
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!open && event.key === 'ArrowDown') setOpen(true);
    else if (open) panelKeys.current?.(event);
  };

  return (
    <div
      className="navbar-search"
      role="search"
      onBlur={(event) => !event.currentTarget.contains(event.relatedTarget) && setOpen(false)}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        // Also keeps the browser from clearing the field: Escape closes, it does not erase.
        event.preventDefault();
        close(true);
      }}
    >
      <input
        ref={input}
        type="search"
        role="combobox"
        className="navbar-search-input"
        placeholder={t('search.placeholder')}
        aria-label={t('search.label')}
        aria-keyshortcuts="Control+K Meta+K /"
        aria-autocomplete="list"
        aria-expanded={open && Boolean(panel.shown)}
        aria-controls={open && panel.shown ? listboxId : undefined}
        aria-activedescendant={open && panel.shown ? panel.activeId : undefined}
        autoComplete="off"
        spellCheck={false}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setOpen(true);
        }}
        onFocus={(event) => {
          // Where focus was before, to give it back on Escape.
          if (!event.currentTarget.parentElement?.contains(event.relatedTarget)) returnTo.current = event.relatedTarget as HTMLElement | null;
          setUsed(true);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
      />
      {used && (
        <Suspense fallback={null}>
          <SearchPanel
            id={listboxId}
            open={open}
            query={query}
            keys={panelKeys}
            onState={setPanel}
            onNavigate={() => {
              setOpen(false);
              setQuery('');
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
