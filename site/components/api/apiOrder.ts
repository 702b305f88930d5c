import { sidebar } from '../../generated/sidebar.ts';

/**
 * Every operation page in sidebar order, for previous/next links. The server's: it holds every
 * operation, which a page's JavaScript must not (./apiSidebar.ts).
 */
export const apiOrder = sidebar.flatMap((group) => group.items);

let places: Map<string, number> | undefined;

/**
 * Where the operation `slug` is in {@link apiOrder}, or -1. By a map made on first use: a search of
 * the order on every page cost ~1 s of CPU over an 11,000-operation site's 33,000 API pages.
 */
export function apiOrderIndex(slug: string): number {
  places ??= new Map(apiOrder.map((item, index) => [item.slug, index]));
  return places.get(slug) ?? -1;
}
