import { boundedCache } from './boundedCache.ts';
import { shikiHtml } from './shiki.ts';

// Room for what recurs across a pre-rendering process's run of pages: a page's samples in its three
// locales, the errors' examples on every operation (used again and again, they stay). GitHub's
// build held ~85 MB less at its peak with this, the memos below at a third of what they were, in
// the same time (docs/performance-history.md, seventh pass).
const cache = boundedCache<Promise<string>>(500);

/**
 * Code highlighted by shiki as `<pre>` HTML (./shiki.ts), `lines` marked. Identical code is
 * highlighted once while it recurs (the three locales of a page, the samples of similar
 * operations; a bounded memo, so the build's memory does not grow with the spec).
 */
export function highlight(code: string, lang: string, lines: readonly number[] = []): Promise<string> {
  const key = `${lang}\u0000${lines.join(',')}\u0000${code}`;
  let html = cache.get(key);
  if (!html) {
    html = shikiHtml(code, lang, [...lines]);
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
