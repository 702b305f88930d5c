import { highlightOperation } from '../components/api/operationArticle.tsx';
import { buildHighlighter } from '../content-pipeline/highlightPool.ts';
import { HIGHLIGHT_CACHE_SIZE } from '../content-pipeline/highlight.ts';
import { loadContent } from '../content-pipeline/loadContent.ts';
import { operationPage } from './api/@slug/operationPage.ts';

/**
 * Hands the pages' code to the highlighting worker before the pages ask, in their order: the
 * Markdown content first (its pages come first and share one compilation), then each operation
 * of `slugs`. The worker is then done, and its memory freed, well before the last page; the
 * pages find the same strings in highlight's cache. A failure surfaces where a page awaits the
 * same highlight. Without the worker (in the build's other pre-rendering processes) each page
 * highlights its own code. Only the first operations are handed over, as many as highlight's
 * bounded cache keeps (an operation has ~10 codes): a big spec's later ones would push the first
 * out before their pages asked, and be highlighted twice; they are highlighted as pages ask.
 */
export function highlightAhead(slugs: readonly string[]): void {
  if (!buildHighlighter()) return;
  // The operations' modules load while the content's code is highlighted (the main thread would
  // otherwise wait for it); their code is handed over once the content's is done, in the pages'
  // order (the modules load in any order).
  const ahead = slugs.slice(0, HIGHLIGHT_CACHE_SIZE / 12);
  void Promise.all([loadContent(), Promise.all(ahead.map(operationPage))])
    .then(([, pages]) => Promise.all(pages.map((page) => highlightOperation(page!))))
    .catch(() => {});
}
