import { parentPort, workerData } from 'node:worker_threads';
import { shikiHtml } from './shiki.ts';

/** One highlighting request: the worker answers `{ id, html }` or `{ id, error }`. */
export interface HighlightRequest {
  id: number;
  code: string;
  lang: string;
  lines: number[];
}

/** What the pool gives a worker as it starts: the languages to load before any request. */
export interface HighlightWorkerData {
  warm: string[];
}

// A worker thread of the build's highlighting pool (./highlightPool.ts): shiki off the main
// thread. The pages' code reaches it as pre-rendering starts (site/pages/highlightAhead.ts), in
// the pages' order, and is highlighted one request after another in that order: handled
// concurrently, the requests would resume grouped by language as each grammar loads, and the
// first page would wait for nearly all of them. Before any, it warms the languages the pool
// names (their grammars loaded, their first regexes compiled); should that fail, the requests
// still run, and fail, answered, where the pages wait for them.
let queue = (async () => {
  for (const lang of (workerData as HighlightWorkerData).warm) await shikiHtml('x', lang, []);
})().catch(() => {});
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
