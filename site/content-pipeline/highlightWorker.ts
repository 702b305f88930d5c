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
// The pages' code reaches it as pre-rendering starts (site/pages/highlightAhead.ts), in the
// pages' order, and is highlighted one request after another in that order: handled
// concurrently, the requests would resume grouped by language as each grammar loads, and the
// first page would wait for nearly all of them.
let queue = Promise.resolve();
parentPort!.on('message', (request: HighlightRequest) => {
  queue = queue.then(() => answer(request));
});

async function answer({ id, code, lang, lines }: HighlightRequest) {
  try {
    parentPort!.postMessage({ id, html: await shikiHtml(code, lang, lines) });
  } catch (error) {
    parentPort!.postMessage({ id, error: String((error as Error).stack ?? error) });
  }
}
