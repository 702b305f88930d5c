import type { ApiSidebar, SchemaPage, SchemaUse, SidebarItem } from '../../../generator/normalize/model.ts';
import { sidebar } from '../../generated/sidebar.ts';
import type { ApiLabels } from './apiSidebar.ts';
import { groupAnchor } from './groupAnchor.ts';

/** An operation using a named schema, as the schema's page lists it. */
export interface SchemaUserEntry extends SidebarItem {
  in: SchemaUse[];
}

/** A group of the reference holding operations that use a named schema, and how many. */
export interface SchemaUserGroup {
  /** In the reader's language. */
  label: string;
  /** Its section's id on the reference's index page. */
  anchor: string;
  count: number;
}

/**
 * Who uses a named schema: `count` operations, listed one by one (`operations`) when they are at
 * most {@link USED_BY_LISTED}, else by the groups holding them (`groups`, and `operations` empty).
 */
export interface SchemaUsers {
  count: number;
  operations: SchemaUserEntry[];
  groups: SchemaUserGroup[];
}

/**
 * How many operations a schema's page lists one by one. Past it, a list says less than the groups
 * do: Microsoft Graph's error type is used by all of its 11,422 operations, a list of 2.8 MB of
 * HTML on its page in each locale (issue 32).
 */
export const USED_BY_LISTED = 50;

/**
 * The operations using a named schema (its page's "Used by", issue 34), in sidebar order: each
 * with its method and its summary in the reader's language (`labels`), or their groups
 * ({@link SchemaUsers}), from the API sidebar (the site's own, but for tests of another spec's).
 */
export function usedBy(page: Pick<SchemaPage, 'usedBy'>, labels: ApiLabels, groups: ApiSidebar = sidebar): SchemaUsers {
  const uses = new Map(page.usedBy.map((user) => [user.slug, user.in]));
  const using = groups.map((group) => ({ group, items: group.items.filter((item) => uses.has(item.slug)) })).filter(({ items }) => items.length > 0);
  const count = using.reduce((sum, { items }) => sum + items.length, 0);
  if (count > USED_BY_LISTED) {
    return { count, operations: [], groups: using.map(({ group, items }) => ({ label: labels.groups[group.name] ?? group.name, anchor: groupAnchor(group.name), count: items.length })) };
  }
  const operations = using.flatMap(({ items }) => items.map((item) => ({ ...item, summary: labels.operations[item.slug] ?? item.summary, in: uses.get(item.slug)! })));
  return { count, operations, groups: [] };
}
