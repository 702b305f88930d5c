import type { SchemaPage, SchemaUse, SidebarItem } from '../../../generator/normalize/model.ts';
import { apiOrder } from './apiOrder.ts';
import type { ApiLabels } from './apiSidebar.ts';

/** An operation using a named schema, as the schema's page lists it. */
export interface SchemaUserEntry extends SidebarItem {
  in: SchemaUse[];
}

/**
 * The operations using a named schema (its page's "Used by", issue 34), in sidebar order: each
 * with its method and its summary in the reader's language (`labels`), from the sidebar's
 * `operations` (the site's own, but for tests of another spec's).
 */
export function usedBy(page: Pick<SchemaPage, 'usedBy'>, labels: ApiLabels, operations: readonly SidebarItem[] = apiOrder): SchemaUserEntry[] {
  const bySlug = new Map(operations.map((item) => [item.slug, item]));
  return page.usedBy.flatMap((user) => {
    const operation = bySlug.get(user.slug);
    return operation ? [{ ...operation, summary: labels.operations[user.slug] ?? operation.summary, in: user.in }] : [];
  });
}
