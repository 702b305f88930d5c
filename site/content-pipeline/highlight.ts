import { boundedCache } from './boundedCache.ts';
import { buildHighlighter, type Highlighter } from './highlightPool.ts';
import { shikiHtml } from './shiki.ts';

// Room for what site/pages/highlightAhead.ts hands the worker before the pages ask (our 236
// operations: ~2,300 codes), so none of it is dropped before its page uses it.
export const HIGHLIGHT_CACHE_SIZE = 5000;
const cache = boundedCache<Promise<string>>(HIGHLIGHT_CACHE_SIZE);

// The build's workers, started with the build (./highlightPool.ts); elsewhere (dev server,
// tests) shiki in this thread.
const highlighter: Highlighter = buildHighlighter() ?? shikiHtml;

/**
 * Code highlighted by shiki as `<pre>` HTML (./shiki.ts), `lines` marked. Identical code is
 * highlighted once while it recurs (the three locales of a page, the samples of similar
 * operations; a bounded memo, so the build's memory does not grow with the spec). The production build highlights in worker threads, so pages
 * render on the main thread while their code is highlighted beside it; elsewhere (dev server,
 * tests) shiki runs in-process.
 */
export function highlight(code: string, lang: string, lines: readonly number[] = []): Promise<string> {
  const key = `${lang}\u0000${lines.join(',')}\u0000${code}`;
  let html = cache.get(key);
  if (!html) {
    html = highlighter(code, lang, [...lines]);
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
