import type { Segment } from './highlight.ts';

/**
 * The result groups, in the order the list shows them: each page's `group` metadata
 * (`data-pagefind-meta`). Metadata rather than a Pagefind filter: nothing searches by group, and
 * Pagefind writes its filters' values in an order that changes from one build to the next, so the
 * same sources made a different index (issue 35).
 */
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

/** A page's group from its metadata; a page without one (there should be none) counts as a page. */
export const groupOf = (group: string | undefined): Group => (isGroup(group) ? group : 'pages');

/**
 * Hits grouped as the list shows them: API, Docs, Blog, then other pages, each group in the
 * order of relevance Pagefind gave, at most `perGroup` hits each; groups without hits left out.
 */
export function groupResults(hits: readonly SearchHit[], perGroup = 6): HitGroup[] {
  return GROUPS.map((group) => ({ group, hits: hits.filter((hit) => hit.group === group).slice(0, perGroup) })).filter((g) => g.hits.length > 0);
}

/** The hits in the order the list shows them, which is the order the arrow keys go through. */
export const flattenGroups = (groups: readonly HitGroup[]): SearchHit[] => groups.flatMap((g) => g.hits);
