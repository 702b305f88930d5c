import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { startIndex } from './indexSite.ts';
import { writeSearchIndex } from './writeSearchIndex.ts';

const work = mkdtempSync(path.join(tmpdir(), 'search-index-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

it("indexes the pages given as they are pre-rendered, each locale's, into the site", async () => {
  const site = path.join(work, 'site');
  const indexer = startIndex();
  for (const [file, lang] of [['index.html', 'en'], ['he/index.html', 'he'], ['zh/index.html', 'zh']] as const) {
    indexer.add(file, `<html lang="${lang}"><body><main data-pagefind-body><p>Words ${lang}</p></main></body></html>`);
  }
  await writeSearchIndex(indexer, site);
  const entry = JSON.parse(readFileSync(path.join(site, 'pagefind', 'pagefind-entry.json'), 'utf8'));
  expect(Object.keys(entry.languages).sort()).toEqual(['en', 'he', 'zh']);
});

it('fails the build, saying why, when the index cannot be made', async () => {
  await expect(writeSearchIndex(startIndex(), path.join(work, 'empty'))).rejects.toThrow(/^Building the search index failed: No page was added/);
});
