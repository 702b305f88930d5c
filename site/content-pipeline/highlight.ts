import { boundedCache } from './boundedCache.ts';
import { shikiHtml } from './shiki.ts';

// Room for what recurs across a pre-rendering thread's run of pages: a page's samples in its three
// locales, the errors' examples on every operation (used again and again, they stay). GitHub's
// build held ~85 MB less at its peak with this, the memos below at a third of what they were, in
// the same time (docs/performance-history.md, seventh pass). Keyed by the code itself, it holds
// nothing a rewrite of the API's data makes stale: the development server keeps it then.
const cache = boundedCache<Promise<string>>(500, { keyedByAll: true });

/** Highlighted code kept from build to build, when the build keeps it (site/prerender: scripts/build/pageCache.ts, highlightCache). */
let kept: { get(key: string): string | undefined; put(key: string, html: string): void } | undefined;

/** Takes highlighted code from `store`, and keeps there what is highlighted from now on. */
export const keepHighlights = (store: NonNullable<typeof kept>) => {
  kept = store;
};

/**
 * Code highlighted by shiki as `<pre>` HTML (./shiki.ts), `lines` marked. Identical code is
 * highlighted once while it recurs (the three locales of a page, the samples of similar
 * operations; a bounded memo, so the build's memory does not grow with the spec), and once over
 * the builds that keep it ({@link keepHighlights}).
 */
export function highlight(code: string, lang: string, lines: readonly number[] = []): Promise<string> {
  const key = `${lang}\u0000${lines.join(',')}\u0000${code}`;
  let html = cache.get(key);
  if (!html) {
    const known = kept?.get(key);
    if (known !== undefined) html = Promise.resolve(known);
    else {
      const store = kept;
      html = shikiHtml(code, lang, [...lines]);
      if (store) html.then((made) => store.put(key, made), () => {});
    }
    cache.set(key, html);
  }
  return html;
}

/** `{1,3-5}` in a fence's meta → [1, 3, 4, 5]. */
export function parseLineRanges(meta: string): number[] {
  const lines: number[] = [];
  const braces = /\{([\d,\s-]+)\}/.exec(meta)?.[1];
  for (const part of braces?.split(',') ?? []) {
    const [from, to = from] = part.trim().split('-').map(Number);
    if (from === undefined || to === undefined || Number.isNaN(from) || Number.isNaN(to)) continue;
    for (let n = from; n <= to; n++) lines.push(n);
  }
  return lines;
}
