import { sidebar } from '../../generated/sidebar.ts';
import type { SidebarItem } from '../layout/pageData.ts';
import { apiPlace } from './apiOrder.ts';
import type { ApiLabels } from './apiSidebar.ts';
import { linksAround } from './linksAround.ts';

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

/**
 * How many links an operation's page carries either side of its own in its group: a group of at
 * most 51 (ours have up to 31) is carried whole.
 */
const AROUND = 25;

/** Each group's links, by labels (a locale's) and group, made for the first of its pages. */
const made = new WeakMap<ApiLabels, SidebarItem[][]>();

/**
 * The links an operation's page carries in its data: its group's (the group's name, which the
 * sidebar knows it by, and its links around the page's: ./linksAround.ts), so that the group is
 * open there with nothing to load. The links are made once per group and locale, not for each of
 * its pages.
 */
export function ownGroupLinks(slug: string, labels: ApiLabels): { group: string; links: readonly SidebarItem[] } | undefined {
  const place = apiPlace(slug);
  if (place === undefined) return undefined;
  let links = made.get(labels);
  if (!links) made.set(labels, (links = []));
  return { group: sidebar[place.group]!.name, links: linksAround((links[place.group] ??= groupLinks(place.group, labels)), place.at, AROUND) };
}
