import { sidebar } from '../../generated/sidebar.ts';
import type { SidebarItem } from '../layout/pageData.ts';
import type { ApiLabels } from './apiSidebar.ts';

/**
 * The links of the API group at `index` in the sidebar, each operation with its method badge, in
 * the reader's language where the spec text is translated. A page's JavaScript loads this module
 * only when the reader opens a closed group (./apiSidebar.ts), as every operation's link in every
 * page's JavaScript weighed 140 KB gzip on an 11,000-operation spec.
 */
export function groupLinks(index: number, labels: ApiLabels): SidebarItem[] {
  return sidebar[index]!.items.map((item) => ({
    label: labels.operations[item.slug] ?? item.summary,
    path: `/api/${item.slug}`,
    method: item.method,
    ...(item.kind === 'webhook' ? { webhook: true } : {}),
    ...(item.deprecated ? { deprecated: true } : {}),
  }));
}

let groupOfSlug: Map<string, number> | undefined;
/** Each group's links, by labels (a locale's) and group, made for the first of its pages. */
const made = new WeakMap<ApiLabels, SidebarItem[][]>();

/**
 * The links an operation's page carries in its data: its group's (the group's name, which the
 * sidebar knows it by, and its links), so that the group is open there with nothing to load. The
 * index is made on first use, as a page's JavaScript that loads this module never needs it; the
 * links once per group and locale, not for each of its pages (a group of a large spec has hundreds).
 */
export function ownGroupLinks(slug: string, labels: ApiLabels): { group: string; links: SidebarItem[] } | undefined {
  groupOfSlug ??= new Map(sidebar.flatMap((group, index) => group.items.map((item) => [item.slug, index] as const)));
  const index = groupOfSlug.get(slug);
  if (index === undefined) return undefined;
  let links = made.get(labels);
  if (!links) made.set(labels, (links = []));
  return { group: sidebar[index]!.name, links: (links[index] ??= groupLinks(index, labels)) };
}
