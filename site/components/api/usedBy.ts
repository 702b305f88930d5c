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
 * Who uses a named schema: `count` operations, listed one by one (`operations`), or, past
 * USED_BY_LISTED of them (generator/normalize/model.ts), by the groups holding them (`groups`,
 * and `operations` empty).
 */
export interface SchemaUsers {
  count: number;
  operations: SchemaUserEntry[];
  groups: SchemaUserGroup[];
}

/** Each sidebar's operations by slug, and its groups' labels (`x-displayName`, else name) by name: made once rather than for every schema page in each locale. */
const operationsBySlug = new WeakMap<ApiSidebar, Map<string, SidebarItem>>();
const groupLabels = new WeakMap<ApiSidebar, Map<string, string>>();

/**
 * The operations using a named schema (its page's "Used by", issue 34), in sidebar order: each
 * with its method and its summary in the reader's language (`labels`), from the API sidebar (the
 * site's own, but for tests of another spec's); or their groups, with the groups' names in the
 * reader's language, as the generator counted them.
 */
export function usedBy(page: Pick<SchemaPage, 'usedBy' | 'usedByGroups'>, labels: ApiLabels, groups: ApiSidebar = sidebar): SchemaUsers {
  if (page.usedByGroups) {
    let named = groupLabels.get(groups);
    if (!named) groupLabels.set(groups, (named = new Map(groups.map((group) => [group.name, group.label ?? group.name]))));
    const label = (name: string) => labels.groups[name] ?? named.get(name) ?? name;
    return {
      count: page.usedByGroups.reduce((sum, { count }) => sum + count, 0),
      operations: [],
      groups: page.usedByGroups.map(({ group, count }) => ({ label: label(group), anchor: groupAnchor(group), count })),
    };
  }
  let bySlug = operationsBySlug.get(groups);
  if (!bySlug) operationsBySlug.set(groups, (bySlug = new Map(groups.flatMap((group) => group.items).map((item) => [item.slug, item]))));
  const operations = page.usedBy.flatMap((user) => {
    const operation = bySlug.get(user.slug);
    return operation ? [{ ...operation, summary: labels.operations[user.slug] ?? operation.summary, in: user.in }] : [];
  });
  return { count: operations.length, operations, groups: [] };
}
