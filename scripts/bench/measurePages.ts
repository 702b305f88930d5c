import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { launchChromium } from '../chromium.ts';

export interface PageWeight {
  path: string;
  htmlBytes: number;
  htmlGzip: number;
  jsGzip: number;
  cssGzip: number;
}

const gz = (bytes: Buffer | string) => gzipSync(bytes, { level: 9 }).length;

/**
 * What a first visit to each page loads, measured in Chromium against the running server: the
 * HTML, and every script and stylesheet the browser fetched until the network was idle, gzipped,
 * read from `site`, the directory the server serves.
 */
export async function measurePages(baseUrl: string, site: string, paths: string[]): Promise<PageWeight[]> {
  const browser = await launchChromium();
  const results: PageWeight[] = [];
  for (const path of paths) {
    const context = await browser.newContext(); // Empty cache: a first visit.
    const page = await context.newPage();
    const loaded: { type: string; url: string }[] = [];
    page.on('requestfinished', (request) => loaded.push({ type: request.resourceType(), url: request.url() }));
    await page.goto(baseUrl + path, { waitUntil: 'networkidle' });
    const html = readFileSync(`${site}${path === '/' ? '' : path}/index.html`);
    const sum = (type: string) =>
      loaded
        .filter((r) => r.type === type)
        .reduce((total, r) => total + gz(readFileSync(`${site}${new URL(r.url).pathname}`)), 0);
    results.push({ path, htmlBytes: html.length, htmlGzip: gz(html), jsGzip: sum('script'), cssGzip: sum('stylesheet') });
    await context.close();
  }
  await browser.close();
  return results;
}
