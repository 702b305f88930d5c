import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { searchIndex } from './vitePlugin.ts';

const work = mkdtempSync(path.join(tmpdir(), 'search-plugin-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** The plugin's step as the server build's end calls it. */
const run = (documents: string, site: string) => {
  const { closeBundle } = searchIndex({ documents, site });
  return (closeBundle as { handler: () => Promise<void> }).handler();
};

it('indexes every locale\'s search documents into the site once the server build has ended', async () => {
  const documents = path.join(work, 'documents');
  for (const [dir, lang] of [['.', 'en'], ['he', 'he'], ['zh', 'zh']] as const) {
    mkdirSync(path.join(documents, dir), { recursive: true });
    writeFileSync(path.join(documents, dir, 'index.html'), `<html lang="${lang}"><body><main data-pagefind-body><p>Words ${lang}</p></main></body></html>`);
  }
  await run(documents, path.join(work, 'site'));
  const entry = JSON.parse(readFileSync(path.join(work, 'site', 'pagefind', 'pagefind-entry.json'), 'utf8'));
  expect(Object.keys(entry.languages).sort()).toEqual(['en', 'he', 'zh']);
});

it('fails the build, saying why, when the index cannot be made', async () => {
  const empty = path.join(work, 'empty');
  mkdirSync(empty);
  await expect(run(empty, path.join(work, 'site'))).rejects.toThrow(/^Building the search index failed: .*found no HTML pages/);
});
