import { sidebar } from '../../generated/sidebar.ts';

/**
 * Every operation page in sidebar order, for previous/next links. The server's: it holds every
 * operation, which a page's JavaScript must not (./apiSidebar.ts).
 */
export const apiOrder = sidebar.flatMap((group) => group.items);

/** Where an operation is: in {@link apiOrder} (`index`), and its group's index and its own place in it. */
export interface ApiPlace {
  index: number;
  group: number;
  at: number;
}

let places: Map<string, ApiPlace> | undefined;

/**
 * Where the operation `slug` is ({@link ApiPlace}), or undefined. By a map made on first use: a
 * search of the order on every page cost ~1 s of CPU over an 11,000-operation site's 33,000 API
 * pages. Its previous/next links and its group's links (./operationLinks.ts) both read it.
 */
export function apiPlace(slug: string): ApiPlace | undefined {
  if (!places) {
    places = new Map();
    let index = 0;
    for (const [group, { items }] of sidebar.entries()) for (const [at, item] of items.entries()) places.set(item.slug, { index: index++, group, at });
  }
  return places.get(slug);
}
