import { parentPort } from 'node:worker_threads';
import { shikiHtml } from './shiki.ts';

/** One highlighting request: the worker answers `{ id, html }` or `{ id, error }`. */
export interface HighlightRequest {
  id: number;
  code: string;
  lang: string;
  lines: number[];
}

// A worker thread of the build's highlighting pool (./highlight.ts): shiki off the main thread.
// The pages' code reaches it as pre-rendering starts (site/pages/highlightAhead.ts).
parentPort!.on('message', async ({ id, code, lang, lines }: HighlightRequest) => {
  try {
    parentPort!.postMessage({ id, html: await shikiHtml(code, lang, lines) });
  } catch (error) {
    parentPort!.postMessage({ id, error: String((error as Error).stack ?? error) });
  }
});
