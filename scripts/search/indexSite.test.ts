import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { inTurns, SearchIndexError, startIndex } from './indexSite.ts';

const work = mkdtempSync(path.join(tmpdir(), 'search-index-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

type Pages = Record<string, { lang: string; body: string; searchable?: boolean; group?: string }>;

/** Indexes a tiny site into `work/<name>`, as the build does: each page added, then the index written. */
function index(name: string, pages: Pages, languages: readonly string[], options?: Parameters<typeof startIndex>[0]) {
  const indexer = startIndex(options);
  for (const [file, { lang, body, searchable = true, group = 'docs' }] of Object.entries(pages)) {
    const main = searchable ? `<article data-pagefind-body data-pagefind-meta="group:${group}"><h1>${body}</h1><p>${body}</p></article>` : `<article><h1>${body}</h1></article>`;
    indexer.add(file, `<!DOCTYPE html><html lang="${lang}"><head><title>${body}</title></head><body><nav>Navbar words</nav>${main}</body></html>`);
  }
  return indexer.write(path.join(work, name), languages);
}

describe('startIndex', () => {
  it('writes one index per <html lang>, with only the pages that mark their content, and none of Pagefind\'s own UIs', async () => {
    const { pagesByLanguage, outputPath } = await index(
      'ok',
      {
        'index.html': { lang: 'en', body: 'Join a room' },
        'zh/index.html': { lang: 'zh', body: '加入房间请求' },
        'he/index.html': { lang: 'he', body: 'הצטרפות לחדר' },
        '404.html': { lang: 'en', body: 'Page Not Found', searchable: false },
      },
      ['en', 'he', 'zh'],
    );
    expect(pagesByLanguage).toEqual({ en: 1, he: 1, zh: 1 });
    // Each language is indexed by a service of its own; the bundle is one, as the search box loads it.
    const entry = JSON.parse(readFileSync(path.join(outputPath, 'pagefind-entry.json'), 'utf8')) as { languages: Record<string, { hash: string }> };
    for (const { hash } of Object.values(entry.languages)) expect(existsSync(path.join(outputPath, `pagefind.${hash}.pf_meta`))).toBe(true);
    expect(readdirSync(path.join(outputPath, 'fragment')).map((name) => name.slice(0, 2)).sort()).toEqual(['en', 'he', 'zh']);
    expect(existsSync(path.join(outputPath, 'pagefind.js'))).toBe(true);
    expect(existsSync(path.join(outputPath, 'pagefind-ui.js'))).toBe(false);
    // Its services have ended and been reaped by this process (their CPU time counts with it).
    const children = `/proc/${process.pid}/task/${process.pid}/children`;
    if (existsSync(children)) {
      const names = readFileSync(children, 'utf8').split(' ').filter(Boolean).map((pid) => (existsSync(`/proc/${pid}/comm`) ? readFileSync(`/proc/${pid}/comm`, 'utf8').trim() : ''));
      expect(names.filter((name) => name.startsWith('pagefind'))).toEqual([]);
    }
  });

  it('makes each page\'s URL from its file in the site', async () => {
    const { outputPath } = await index('urls', { 'docs/intro/index.html': { lang: 'en', body: 'Introduction' } }, ['en']);
    const [fragment] = readdirSync(path.join(outputPath, 'fragment'));
    const text = gunzipSync(readFileSync(path.join(outputPath, 'fragment', fragment!))).toString('utf8');
    expect(text).toContain('"url":"/docs/intro/"');
  });

  it('writes over the previous index: unchanged files stay as they were, the files it no longer has go', async () => {
    const pages: Pages = { 'index.html': { lang: 'en', body: 'Join a room' }, 'leave/index.html': { lang: 'en', body: 'Leave a room' } };
    const { outputPath } = await index('again', pages, ['en']);
    const fragments = () => new Map(readdirSync(path.join(outputPath, 'fragment')).map((name) => [name, statSync(path.join(outputPath, 'fragment', name)).mtimeMs]));
    const before = fragments();
    expect(before.size).toBe(2);
    writeFileSync(path.join(outputPath, 'left-behind.js'), '');

    await index('again', { 'index.html': pages['index.html']! }, ['en']);
    const after = fragments();
    expect(after.size).toBe(1); // the removed page's fragment is gone
    const [name, modified] = [...after][0]!;
    expect(modified).toBe(before.get(name)); // the other one was not written again
    expect(existsSync(path.join(outputPath, 'left-behind.js'))).toBe(false);
    expect(existsSync(path.join(outputPath, 'pagefind.js'))).toBe(true);
  });

  const files = (dir: string) => readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort();
  /** Expects the same files, byte for byte, under both directories. */
  function expectSameFiles(first: string, second: string) {
    expect(files(second)).toEqual(files(first));
    for (const file of files(first).filter((file) => statSync(path.join(first, file)).isFile())) {
      expect(readFileSync(path.join(second, file)).equals(readFileSync(path.join(first, file))), file).toBe(true);
    }
  }
  const pagesOfTwoLanguages: Pages = Object.fromEntries(
    ['api', 'docs', 'blog', 'pages'].flatMap((group) => ['en', 'he'].map((lang) => [`${lang}/${group}/index.html`, { lang, body: `${group} words ${lang}`, group }])),
  );

  it('writes the same bytes for the same pages given in the same order', async () => {
    const [first, second] = [await index('same-1', pagesOfTwoLanguages, ['en', 'he']), await index('same-2', pagesOfTwoLanguages, ['en', 'he'])];
    expectSameFiles(first.outputPath, second.outputPath);
  });

  it('indexes language by language when told to (a large site), and writes the same bundle', async () => {
    const before = readdirSync(tmpdir()).filter((name) => name.startsWith('bob-search-')).length;
    const [atOnce, inTurn] = [await index('at-once', pagesOfTwoLanguages, ['en', 'he']), await index('in-turn', pagesOfTwoLanguages, ['en', 'he'], { inTurn: true })];
    expect(inTurn.pagesByLanguage).toEqual({ en: 4, he: 4 });
    expectSameFiles(atOnce.outputPath, inTurn.outputPath);
    // The documents that waited on disk are gone with the index written.
    expect(readdirSync(tmpdir()).filter((name) => name.startsWith('bob-search-')).length).toBe(before);
  });

  it('fails, saying why, when no page was added', async () => {
    await expect(index('empty', {}, ['en'])).rejects.toThrow(SearchIndexError);
    await expect(index('empty', {}, ['en'])).rejects.toThrow(/No page was added/);
  });

  it('fails, naming the locale, when a locale has nothing indexed', async () => {
    const pages: Pages = { 'index.html': { lang: 'en', body: 'Home' }, 'he/index.html': { lang: 'he', body: 'בית', searchable: false } };
    await expect(index('no-he', pages, ['en', 'he'])).rejects.toThrow(/no pages in he/);
  });
});

describe('inTurns', () => {
  const languages = (...pages: number[]) => pages.map((count, i) => ({ name: `l${i}`, pages: count }));
  /** The order in which the languages' bundles started and ended. */
  async function order(pages: number[], limit: number): Promise<string[]> {
    const events: string[] = [];
    await inTurns(languages(...pages), async ({ name }) => {
      events.push(`start ${name}`);
      await new Promise((resolve) => setTimeout(resolve, 5));
      events.push(`end ${name}`);
    }, limit);
    return events;
  }

  it('makes the bundles of languages whose pages fit together at once', async () => {
    expect((await order([100, 100, 100], 400)).slice(0, 3)).toEqual(['start l0', 'start l1', 'start l2']);
  });

  it('makes the others in turn, so that the memory of making them stays bounded', async () => {
    expect(await order([300, 300, 300], 400)).toEqual(['start l0', 'end l0', 'start l1', 'end l1', 'start l2', 'end l2']);
    expect(await order([100, 250, 300], 400)).toEqual(['start l0', 'start l1', 'end l0', 'end l1', 'start l2', 'end l2']);
  });
});
