import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { clientDir } from '../../scripts/build/outDir.mjs';
import { LOCALES } from './site.ts';
import { expect, test } from './fixtures.ts';

/**
 * Issue 34: an API page's JavaScript stays within 130 KB gzip, in every locale (Hebrew's strings
 * are the heaviest). Measured as `npm run bench` does (scripts/bench/measurePages.ts): every script
 * a first visit fetches until the network is idle, gzipped at level 9, read from the build. A size,
 * not a time: the same on any machine.
 */
const BUDGET = 130 * 1024;
const PAGES = ['/api/room-create', '/api/schemas/room'];

for (const { code, prefix } of LOCALES) {
  for (const own of PAGES) {
    test(`${code}: ${own} loads at most 130 KB of JavaScript, gzipped`, async ({ browser }) => {
      const context = await browser.newContext(); // An empty cache: a first visit.
      const page = await context.newPage();
      const scripts: string[] = [];
      page.on('requestfinished', (request) => request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname));
      await page.goto(`${prefix}${own}`, { waitUntil: 'networkidle' });
      await page.locator('html[data-hydrated]').waitFor();
      const bytes = scripts.reduce((total, file) => total + gzipSync(readFileSync(path.join(clientDir(), file)), { level: 9 }).length, 0);
      expect(scripts.length).toBeGreaterThan(0);
      expect(bytes, `${(bytes / 1024).toFixed(1)} KB gzip in ${scripts.length} scripts`).toBeLessThanOrEqual(BUDGET);
      await context.close();
    });
  }
}
