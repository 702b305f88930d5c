import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { indexSite, SearchIndexError } from './indexSite.ts';

const work = mkdtempSync(path.join(tmpdir(), 'search-index-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A tiny built site: each page a locale and whether it marks its content as searchable. */
function site(name: string, pages: Record<string, { lang: string; body: string; searchable?: boolean }>): string {
  const root = path.join(work, name);
  for (const [page, { lang, body, searchable = true }] of Object.entries(pages)) {
    mkdirSync(path.join(root, page), { recursive: true });
    const main = searchable ? `<article data-pagefind-body data-pagefind-filter="group:docs"><h1>${body}</h1><p>${body}</p></article>` : `<article><h1>${body}</h1></article>`;
    writeFileSync(path.join(root, page, 'index.html'), `<!DOCTYPE html><html lang="${lang}"><head><title>${body}</title></head><body><nav>Navbar words</nav>${main}</body></html>`);
  }
  return root;
}

describe('indexSite', () => {
  it('writes one index per <html lang>, with only the pages that mark their content, and none of Pagefind\'s own UIs', async () => {
    const root = site('ok', {
      '.': { lang: 'en', body: 'Join a room' },
      'zh': { lang: 'zh', body: '加入房间请求' },
      'he': { lang: 'he', body: 'הצטרפות לחדר' },
      '404': { lang: 'en', body: 'Page Not Found', searchable: false },
    });
    const { pagesByLanguage, outputPath } = await indexSite(root, root, ['en', 'he', 'zh']);
    expect(pagesByLanguage).toEqual({ en: 1, he: 1, zh: 1 });
    expect(existsSync(path.join(outputPath, 'pagefind.js'))).toBe(true);
    expect(existsSync(path.join(outputPath, 'pagefind-ui.js'))).toBe(false);
  });

  it('writes over the previous index: unchanged files stay as they were, the files it no longer has go', async () => {
    const root = site('again', { '.': { lang: 'en', body: 'Join a room' }, leave: { lang: 'en', body: 'Leave a room' } });
    const { outputPath } = await indexSite(root, root, ['en']);
    const fragments = () => new Map(readdirSync(path.join(outputPath, 'fragment')).map((name) => [name, statSync(path.join(outputPath, 'fragment', name)).mtimeMs]));
    const before = fragments();
    expect(before.size).toBe(2);
    writeFileSync(path.join(outputPath, 'left-behind.js'), '');
    rmSync(path.join(root, 'leave'), { recursive: true });

    await indexSite(root, root, ['en']);
    const after = fragments();
    expect(after.size).toBe(1); // the removed page's fragment is gone
    const [name, modified] = [...after][0]!;
    expect(modified).toBe(before.get(name)); // the other one was not written again
    expect(existsSync(path.join(outputPath, 'left-behind.js'))).toBe(false);
    expect(existsSync(path.join(outputPath, 'pagefind.js'))).toBe(true);
  });

  it('fails, saying why, on a directory without pages', async () => {
    const root = path.join(work, 'empty');
    mkdirSync(root);
    await expect(indexSite(root, root, ['en'])).rejects.toThrow(SearchIndexError);
    await expect(indexSite(root, root, ['en'])).rejects.toThrow(/found no HTML pages/);
  });

  it('fails, naming the locale, when a locale has nothing indexed', async () => {
    const root = site('no-he', { '.': { lang: 'en', body: 'Home' }, he: { lang: 'he', body: 'בית', searchable: false } });
    await expect(indexSite(root, root, ['en', 'he'])).rejects.toThrow(/no pages in he/);
  });
});
