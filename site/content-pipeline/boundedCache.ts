/**
 * A memo of at most `limit` entries: the least recently used goes when a new one comes. The
 * build's memos (highlighted code, rendered descriptions and schemas) pay for text that recurs on
 * nearby pages (the three locales of a page, every operation's `Problem`): unbounded, they held
 * every page's HTML to the end, and the build's memory grew with the spec. Keys and string values
 * are kept flat ({@link flatten}): a key made by concatenation would otherwise hold its pieces,
 * and a piece cut from a larger string holds all of it (a line of a code sample, the whole
 * sample). In the browser, the pages and data fetched ahead of a click
 * (site/components/layout/linkPrefetch.ts).
 *
 * `keyedByAll: true` says that a value's key names everything it was made from (highlighted code
 * by the code), so that {@link clearMemos} leaves it: a rewrite of the API's data cannot make it
 * stale.
 */
export function boundedCache<V>(limit: number, { keyedByAll = false }: { keyedByAll?: boolean } = {}) {
  const entries = new Map<string, V>();
  const cache = {
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
      entries.set(flatten(key), typeof value === 'string' ? (flatten(value) as V) : value);
      if (entries.size > limit) entries.delete(entries.keys().next().value!);
    },
    delete: (key: string): boolean => entries.delete(key),
    clear: (): void => entries.clear(),
  };
  if (!keyedByAll) memos.add(cache);
  return cache;
}

/** Every memo made by {@link boundedCache} but those keyed by all they hold, for {@link clearMemos}. */
const memos = new Set<{ clear(): void }>();

/**
 * Empties every memo but those keyed by all they hold. The development server does when the generator rewrites the API data
 * (scripts/dev/livePreview.ts): the memos hold what was read or made from it, and some are keyed
 * by what does not change with it (a schema's HTML by its node, whose references name other
 * schemas).
 */
export const clearMemos = (): void => memos.forEach((memo) => memo.clear());

/**
 * `text` as one flat string. V8 keeps a string built by concatenation as a tree of its pieces
 * until something reads it whole, and React's server rendering builds its HTML so: ~11 bytes per
 * character, against one when flat (GitHub's description: a pre-rendering thread's memoized
 * schema HTML, ~45 M characters, held ~250 MB). Converting it to a number reads it whole, which
 * makes V8 flatten it in place and let go of the pieces (the technique of pino's `flatstr`).
 */
export function flatten(text: string): string {
  Number(text);
  return text;
}
