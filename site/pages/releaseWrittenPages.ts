import type { PrerenderContext } from 'vike/types';

/**
 * Vike keeps every pre-rendered page until pre-rendering ends: its files' content in
 * `prerenderContext.output` (for a build step after it; the build has none) and on its
 * `pageContext`, with the page's data. Over a few thousand pages that was most of the build's
 * memory (a 2,000-operation spec's 6,000 pages: 2.4 GB). Here `output` records nothing and a
 * written page's context lets go of its content and data, so memory does not grow with the
 * number of pages. Vike still reads the context's route fields after writing, which stay.
 *
 * What is let go is still held until V8 collects it, and V8 sizes its heap from the machine's
 * memory (a 4 GB limit with 24 GB), collecting lazily: a pre-rendering process reached ~1 GB
 * with ~250 MB alive. The build (which starts Node with `--expose-gc`, scripts/build/nodeFlags.mjs)
 * collects every {@link COLLECT_EVERY} pages: the 2,000-operation site's peak went from 2.2 to
 * 1.7 GB (every 500: 1.5 GB, but our own 783-page site then paid a collection, ~0.2 s).
 */
const COLLECT_EVERY = 1000;

export function releaseWrittenPages(prerenderContext: PrerenderContext): void {
  const { gc } = globalThis as { gc?: () => void };
  let pages = 0;
  const output: PrerenderContext['output'] = [];
  output.push = (...written) => {
    for (const { pageContext, fileType } of written) {
      if (fileType === 'HTML' && ++pages % COLLECT_EVERY === 0) gc?.();
      const held = pageContext as { _prerenderResult?: unknown; data?: unknown; _pageContextHtmlTag?: unknown };
      delete held._prerenderResult;
      delete held.data;
      delete held._pageContextHtmlTag;
    }
    return 0;
  };
  prerenderContext.output = output;
}
