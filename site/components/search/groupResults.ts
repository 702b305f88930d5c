import type { Segment } from './highlight.ts';

/** The result groups, in the order the list shows them (the `group` filter of each page). */
export const GROUPS = ['api', 'docs', 'blog', 'pages'] as const;
export type Group = (typeof GROUPS)[number];

/** One page found, as the result list shows it. */
export interface SearchHit {
  url: string;
  title: string;
  group: Group;
  /** API operations: the method badge and the path. */
  method?: string;
  path?: string;
  excerpt: Segment[];
}

export interface HitGroup {
  group: Group;
  hits: SearchHit[];
}

const isGroup = (value: string | undefined): value is Group => (GROUPS as readonly string[]).includes(value ?? '');

/** A page's group from its filters; a page without one (there should be none) counts as a page. */
export const groupOf = (filters: Record<string, string[]> | undefined): Group => {
  const value = filters?.group?.[0];
  return isGroup(value) ? value : 'pages';
};

/**
 * Hits grouped as the list shows them: API, Docs, Blog, then other pages, each group in the
 * order of relevance Pagefind gave, at most `perGroup` hits each; groups without hits left out.
 */
export function groupResults(hits: readonly SearchHit[], perGroup = 6): HitGroup[] {
  return GROUPS.map((group) => ({ group, hits: hits.filter((hit) => hit.group === group).slice(0, perGroup) })).filter((g) => g.hits.length > 0);
}

/** The hits in the order the list shows them, which is the order the arrow keys go through. */
export const flattenGroups = (groups: readonly HitGroup[]): SearchHit[] => groups.flatMap((g) => g.hits);
