import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { searchPages } from './searchDocument.ts';
import { searchIndex } from './vitePlugin.ts';

const work = mkdtempSync(path.join(tmpdir(), 'search-plugin-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** The plugin's steps as the server build calls them, with `render` in between as pre-rendering. */
const build = (site: string, render: () => void) => {
  const { buildStart, closeBundle } = searchIndex({ site });
  (buildStart as () => void)();
  render();
  return (closeBundle as { handler: () => Promise<void> }).handler();
};

it('indexes the pages pre-rendered during the server build, each locale\'s, into the site once it has ended', async () => {
  const site = path.join(work, 'site');
  await build(site, () => {
    const add = searchPages.get()!;
    for (const [file, lang] of [['index.html', 'en'], ['he/index.html', 'he'], ['zh/index.html', 'zh']] as const) {
      add(file, `<html lang="${lang}"><body><main data-pagefind-body><p>Words ${lang}</p></main></body></html>`);
    }
  });
  const entry = JSON.parse(readFileSync(path.join(site, 'pagefind', 'pagefind-entry.json'), 'utf8'));
  expect(Object.keys(entry.languages).sort()).toEqual(['en', 'he', 'zh']);
  expect(searchPages.get()).toBeUndefined(); // nothing can be added to the written index
});

it('fails the build, saying why, when the index cannot be made', async () => {
  await expect(build(path.join(work, 'empty'), () => {})).rejects.toThrow(/^Building the search index failed: No page was added/);
});
