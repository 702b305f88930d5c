/**
 * A memo of at most `limit` entries: the least recently used goes when a new one comes. The
 * build's memos (highlighted code, rendered descriptions and schemas) pay for text that recurs on
 * nearby pages (the three locales of a page, every operation's `Problem`): unbounded, they held
 * every page's HTML to the end, and the build's memory grew with the spec. In the browser, the
 * pages and data fetched ahead of a click (site/components/layout/linkPrefetch.ts).
 */
export function boundedCache<V>(limit: number) {
  const entries = new Map<string, V>();
  return {
    get(key: string): V | undefined {
      const value = entries.get(key);
      if (value !== undefined) {
        entries.delete(key);
        entries.set(key, value);
      }
      return value;
    },
    set(key: string, value: V): void {
      entries.delete(key);
      entries.set(key, value);
      if (entries.size > limit) entries.delete(entries.keys().next().value!);
    },
    delete: (key: string): boolean => entries.delete(key),
    clear: (): void => entries.clear(),
  };
}
