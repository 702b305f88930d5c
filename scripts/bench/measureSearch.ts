import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { launchChromium } from '../chromium.ts';

export interface IndexSize {
  language: string;
  pages: number;
  files: number;
  /** On disk, which is what is sent: Pagefind gzips its index and fragment files itself. */
  bytes: number;
}

/**
 * The size of each locale's search index in <client>/pagefind: its metadata, index chunks,
 * fragments, filters and its WebAssembly (the language's own, or the shared one).
 */
export function searchIndexSizes(clientDir: string): IndexSize[] {
  const dir = path.join(clientDir, 'pagefind');
  const entry = JSON.parse(readFileSync(path.join(dir, 'pagefind-entry.json'), 'utf8')) as {
    languages: Record<string, { hash: string; wasm: string | null; page_count: number }>;
  };
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => statSync(path.join(dir, f)).isFile());
  return Object.entries(entry.languages).map(([language, { wasm, page_count }]) => {
    const own = files.filter((f) => path.basename(f).startsWith(`${language}_`) || path.basename(f).startsWith(`pagefind.${language}_`) || f === `wasm.${wasm ?? 'unknown'}.pagefind`);
    return { language, pages: page_count, files: own.length, bytes: own.reduce((sum, f) => sum + statSync(path.join(dir, f)).size, 0) };
  });
}

export interface QueryTiming {
  path: string;
  query: string;
  results: number;
  /** The first query after Pagefind's start: fetches the index chunks the query needs. */
  coldMs: number;
  /** The same query again, chunks cached: the engine's own time. */
  warmMs: number;
  /** In the navbar's box: from the last key typed to the options shown (debounce included). */
  boxMs: number;
}

// Runs in the page. A string, not a function: tsx would add helpers the page does not have.
const TIME_QUERY = `async (query) => {
  const pagefind = await import('/pagefind/pagefind.js');
  await pagefind.init();
  async function run() {
    const started = performance.now();
    const { results } = await pagefind.search(query);
    await Promise.all(results.slice(0, 10).map((result) => result.data()));
    return { ms: performance.now() - started, results: results.length };
  }
  const cold = await run();
  const warm = await run();
  return { results: cold.results, coldMs: cold.ms, warmMs: warm.ms };
}`;

// Runs in the page, as TIME_QUERY does: from the search box's next input event to the first
// option shown, in window.__searchShown (a promise of milliseconds).
const WATCH_OPTIONS = `() => {
  const box = document.querySelector('[role="search"] [role="combobox"]');
  window.__searchShown = new Promise((resolve) => box.addEventListener('input', () => {
    const started = performance.now();
    new MutationObserver((_, observer) => {
      if (!document.querySelector('[role="listbox"] [role="option"]')) return;
      observer.disconnect();
      resolve(performance.now() - started);
    }).observe(document.body, { subtree: true, childList: true });
  }, { once: true }));
}`;

/**
 * A typical query per locale, timed in Chromium against the running server: with Pagefind's
 * API in the page (cold, then warm, with the data of the first ten results), and as the reader
 * sees it in the search box.
 */
export async function measureSearch(baseUrl: string, queries: { path: string; query: string }[]): Promise<QueryTiming[]> {
  const browser = await launchChromium();
  const timings: QueryTiming[] = [];
  for (const { path: pagePath, query } of queries) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(baseUrl + pagePath, { waitUntil: 'networkidle' });
    const engine = (await page.evaluate(`(${TIME_QUERY})(${JSON.stringify(query)})`)) as { results: number; coldMs: number; warmMs: number };

    // The box, on a fresh page: Pagefind loads on focus, so wait for it before timing the query.
    await page.goto(baseUrl + pagePath, { waitUntil: 'networkidle' });
    const box = page.getByRole('search').getByRole('combobox');
    await box.focus();
    await page.waitForLoadState('networkidle');
    // Timed in the page, from the query's input event to the first option in the document:
    // Playwright's waiting polls at growing intervals, which added up to ~0.5 s to what it saw.
    await page.evaluate(`(${WATCH_OPTIONS})()`);
    await box.fill(query);
    const boxMs = Math.round((await page.evaluate('window.__searchShown')) as number);
    timings.push({ path: pagePath, query, ...engine, boxMs });
    await context.close();
  }
  await browser.close();
  return timings;
}
