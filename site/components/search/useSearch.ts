import { useEffect, useState } from 'react';
import { withBase } from '../../config/base.ts';
import { siteConfig } from '../../config/siteConfig.ts';
import { groupOf, groupResults, type HitGroup, type SearchHit } from './groupResults.ts';
import { matchedWords, parseExcerpt, queryTerms } from './highlight.ts';
import { loadPagefind, type PagefindFragment } from './loadPagefind.ts';
import { resultUrl } from './resultUrl.ts';

export type SearchState =
  | { kind: 'empty' }
  | { kind: 'loading' }
  | { kind: 'unavailable' }
  | { kind: 'results'; query: string; terms: string[]; groups: HitGroup[] };

/** Results whose data is fetched: enough to fill every group, few enough to stay quick. */
const FETCHED = 20;
/** Pagefind waits this long after the last key before searching (and fetching index chunks). */
const DEBOUNCE_MS = 80;

const localePrefixes = Object.keys(siteConfig.locales).filter((locale) => locale !== siteConfig.defaultLocale);

function toHit(fragment: PagefindFragment): SearchHit {
  const { title, method, path, group } = fragment.meta;
  return {
    url: withBase(resultUrl(fragment.url, localePrefixes)),
    title: title || fragment.url,
    group: groupOf(group),
    ...(method ? { method } : {}),
    ...(path ? { path } : {}),
    excerpt: parseExcerpt(fragment.excerpt),
  };
}

/**
 * The results of a query, as the reader types: Pagefind is loaded (and its index for the page's
 * language initialised) as soon as the panel opens, then each query loads only the index chunks
 * it needs. Results of a query overtaken by a newer one are dropped.
 */
export function useSearch(query: string, active: boolean): SearchState {
  const [state, setState] = useState<SearchState>({ kind: 'empty' });
  const term = query.trim();

  useEffect(() => {
    // Opening the box warms Pagefind up before the first key.
    if (active) loadPagefind().catch(() => setState({ kind: 'unavailable' }));
  }, [active]);

  useEffect(() => {
    if (!term) return setState({ kind: 'empty' });
    let current = true;
    setState((previous) => (previous.kind === 'results' ? previous : { kind: 'loading' }));
    (async () => {
      const pagefind = await loadPagefind();
      const response = await pagefind.debouncedSearch(term, {}, DEBOUNCE_MS);
      if (!current || !response) return;
      const fragments = await Promise.all(response.results.slice(0, FETCHED).map((result) => result.data()));
      if (!current) return;
      const hits = fragments.map(toHit);
      const terms = [...new Set([...queryTerms(term), ...hits.flatMap((hit) => matchedWords(hit.excerpt))])];
      setState({ kind: 'results', query: term, terms, groups: groupResults(hits) });
    })().catch(() => current && setState({ kind: 'unavailable' }));
    return () => {
      current = false;
    };
  }, [term]);

  return state;
}
