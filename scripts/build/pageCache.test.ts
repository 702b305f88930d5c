import { appendFileSync, cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { readHistory } from '../../generator/releases/readHistory.ts';
import { routes, schemaRoutes } from '../../site/generated/routes.ts';
import { operationFiles, schemaFiles } from '../../site/pages/api/pageFiles.ts';
import { bundleKey } from './bundleCache.mjs';
import { entryBytes, highlightCache, pageCache, pageCacheDir, pruneCache, readEntry, renderKey } from './pageCache.ts';
import { contentKey, docsKeys, indexKey, llmsFullKey, searchKey, sitePages } from './pageKeys.ts';
import type { PageList } from './pageList.ts';

const PROJECT = process.cwd();
const work = mkdtempSync(path.join(tmpdir(), 'page-cache-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** The operation the release history of {@link project} names: the changelog links it. */
const IN_HISTORY = 'ping';

/**
 * A project as the build sees it: the inputs of the bundles (code, content, locale strings,
 * templates, configuration, lock file), the release history (a release that added
 * {@link IN_HISTORY}), and the generated data (a copy of our own, so that which operations reach
 * which schema is the real spec's).
 */
function project(): string {
  const dir = mkdtempSync(path.join(work, 'project-'));
  const file = (name: string, text: string) => {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  };
  file('site/content/en/docs/intro.md', '---\ntitle: Intro\n---\nHello');
  file('site/content/en/docs/setup.md', '---\ntitle: Setup\nsidebar_position: 2\n---\nInstall it.');
  file('site/content/he/docs/setup.md', '---\ntitle: התקנה\n---\nהתקינו.');
  file('site/content/authors.yaml', 'ada: { name: Ada }');
  file('site/components/Page.tsx', 'export const Page = () => null;');
  file('site/components/Page.test.tsx', 'it("renders");');
  file('locales/he/common.json', '{"home":"בית"}');
  file('templates/code-samples/curl.hbs', 'curl {{url}}');
  file('scripts/build/prerender.ts', 'export {};');
  file('generator/normalize/model.ts', 'export type Model = {};');
  file('vite.config.ts', 'export default {};');
  file('package-lock.json', '{}');
  const added = { severity: 'non-breaking', rule: 'operation-added', kind: 'added', node: 'Operation', message: 'The operation was added.', operation: { method: 'get', path: '/ping', slug: IN_HISTORY }, at: 'paths/~1ping' };
  file('spec/changelog.yaml', JSON.stringify({ releases: [{ version: '1.1.0', changes: [added] }, { version: '1.0.0', changes: [] }] }));
  cpSync('site/generated', path.join(dir, 'site/generated'), { recursive: true });
  return dir;
}

/** The site's pages as the build lists them: the content's, then the reference's (its overview, each operation's and schema's). */
const list: PageList = {
  paths: ['/', '/docs/intro', '/docs/setup', '/api', '/api/schemas', '/api/changelog', ...Object.keys(routes).map((slug) => `/api/${slug}`), ...Object.keys(schemaRoutes).map((slug) => `/api/schemas/${slug}`)],
  firstOnly: 3,
  notFound: ['/404'],
};

describe('the keys of the build caches', () => {
  let dir: string;
  /** Every key a build makes: the bundles', each page's (by URL), and those of the files about every page. */
  const keys = () => {
    const bundles = bundleKey({ project: dir });
    const history = path.join(dir, 'spec/changelog.yaml');
    const render = renderKey(bundles);
    const dataDir = path.join(dir, 'site/generated');
    const content = contentKey();
    const docs = docsKeys();
    const pages = sitePages(list, { dir: '', render, dataDir, history: { files: [history], releases: readHistory(history)!.releases }, content, docs });
    const index = indexKey(render, content, docs, list);
    const byUrl = Object.fromEntries([...pages.paths.flat(), ...pages.notFound.flat()].map((page) => [page.url, page.key!]));
    return { bundles, pages: byUrl, index, search: searchKey(pages), llmsFull: llmsFullKey(index, pages) };
  };
  /** What changed from `before` to `after`: the bundles', the pages' (their URLs), the index's, the search index's, llms-full.txt's. */
  const changes = (before: ReturnType<typeof keys>, after: ReturnType<typeof keys>) => ({
    bundles: after.bundles !== before.bundles,
    pages: Object.keys(before.pages).filter((url) => after.pages[url] !== before.pages[url]),
    index: after.index !== before.index,
    search: after.search !== before.search,
    llmsFull: after.llmsFull !== before.llmsFull,
  });
  /** The text of each file a test edited, as it was: put back after the test. */
  const edited = new Map<string, string>();
  const edit = (file: string, change: (text: string) => string) => {
    const text = readFileSync(path.join(dir, file), 'utf8');
    if (!edited.has(file)) edited.set(file, text);
    writeFileSync(path.join(dir, file), change(text));
  };
  /**
   * The keys of the project as made: the same before every test, which leaves it so (its edits put
   * back, its variables unset). Made once: again in each test, they were a fifth of the file's time.
   */
  let made: ReturnType<typeof keys> | undefined;
  const pristine = () => (made ??= keys());
  /** Every page's URL, from keys made already: making them all again for it took ~0.1-0.2 s a test. */
  const everyPage = ({ pages }: ReturnType<typeof keys>) => Object.keys(pages);
  // One project for the file, each test's edits undone after it: a copy of the generated data
  // (606 files) made and removed for each of the 23 tests took ~6 of the file's 11 s of CPU.
  // The build runs from the project's folder: so do the keys here, from the copy's.
  beforeAll(() => {
    dir = project();
    process.chdir(dir);
    return () => process.chdir(PROJECT);
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    for (const [file, text] of edited) writeFileSync(path.join(dir, file), text);
    edited.clear();
  });

  it.each([
    ["a component's code", 'site/components/Page.tsx'],
    ['a locale string', 'locales/he/common.json'],
    ["a code sample's template", 'templates/code-samples/curl.hbs'],
    ["the build's code", 'scripts/build/prerender.ts'],
    ["the generator's types", 'generator/normalize/model.ts'],
    ['the configuration', 'vite.config.ts'],
    ['the packages (lock file)', 'package-lock.json'],
    ['a generated module (the route table, the sidebar)', 'site/generated/sidebar.ts'],
  ])('change the bundles, every page and every file about them when %s changes', (_, file) => {
    const before = pristine();
    edit(file, (text) => `${text}\n// changed`);
    expect(changes(before, keys())).toEqual({ bundles: true, pages: everyPage(before), index: true, search: true, llmsFull: true });
  });

  it.each([
    ['VITE_SITE_CONFIG', 'variant'],
    ['SITE_URL', 'https://docs.example.com'],
    ['BASE_PATH', '/docs/'],
    ['NODE_ENV', 'development'],
    ['PUBLIC_ENV__ANYTHING', 'x'],
  ])('change the bundles and every page when %s is set', (name, value) => {
    const before = pristine();
    vi.stubEnv(name, value);
    expect(changes(before, keys())).toEqual({ bundles: true, pages: everyPage(before), index: true, search: true, llmsFull: true });
  });

  it('change the changelog when the release history changes, and the pages of the operations whose versions it changes', () => {
    const before = pristine();
    edit('spec/changelog.yaml', (text) => `${text}\n# changed`);
    expect(changes(before, keys())).toEqual({ bundles: false, pages: changelog, index: false, search: true, llmsFull: true });
    const loginFile = readFileSync(path.join(dir, 'site/generated', routes['login']!), 'utf8');
    const { method, path: route } = (JSON.parse(loginFile) as { operation: { method: string; path: string } }).operation;
    edit('spec/changelog.yaml', (text) => {
      const history = JSON.parse(text.replace(/\n# changed$/, ''));
      const [added] = history.releases[0].changes;
      history.releases.unshift({ version: '1.2.0', changes: [{ ...added, operation: { method, path: route, slug: 'login' }, at: `paths/${route.replaceAll('/', '~1')}` }] });
      return JSON.stringify(history);
    });
    // The changelog names login now: its key has login's files too.
    expect(changes(before, keys()).pages).toEqual([...changelog, ...inLocales(['/api/login'])]);
  });

  it('change nothing when a test changes (nothing the site runs imports one)', () => {
    const before = pristine();
    edit('site/components/Page.test.tsx', (text) => `${text}\n// changed`);
    expect(changes(before, keys())).toEqual({ bundles: false, pages: [], index: false, search: false, llmsFull: false });
  });

  const changelog = ['/api/changelog', '/he/api/changelog', '/zh/api/changelog'];
  const inLocales = (paths: string[]) => paths.flatMap((p) => [p, `/he${p}`, `/zh${p}`]);

  /** What a change of site/content changes: the pages `paths` in every locale (a locale without the page shows the English one), the files about every page when `index`, the search index and llms-full.txt. */
  const content = (paths: string[], index: boolean) => ({ bundles: false, pages: inLocales(paths), index, search: true, llmsFull: true });

  it("changes the pages made from site/content but the docs, and the files about every page, not the bundles nor the reference's pages, when the blog's authors change", () => {
    const before = pristine();
    edit('site/content/authors.yaml', (text) => `${text}\nbob: { name: Bob }`);
    // The home and not-found pages in every locale.
    expect(changes(before, keys())).toEqual(content(['/', '/404'], true));
  });

  it.each([
    ['the English', 'site/content/en/docs/setup.md'],
    ['a translation', 'site/content/he/docs/setup.md'],
  ])('changes that docs page in every locale when a paragraph of %s changes, not the other pages nor the files about every page', (_, file) => {
    const before = pristine();
    edit(file, (text) => `${text}\nA paragraph added.`);
    expect(changes(before, keys())).toEqual(content(['/docs/setup'], false));
  });

  it.each([
    ["a docs page's title", 'site/content/en/docs/setup.md', (text: string) => text.replace('title: Setup', 'title: Installing')],
    ["a translation's sidebar label", 'site/content/he/docs/setup.md', (text: string) => text.replace('---\n', '---\nsidebar_label: להתקין\n')],
  ])('changes every docs page and the files about every page when %s changes: each shows it in its sidebar, llms.txt lists it', (_, file, change) => {
    const before = pristine();
    edit(file, change);
    expect(changes(before, keys())).toEqual(content(['/docs/intro', '/docs/setup'], true));
  });

  it('changes every docs page and the files about every page when a translation is added: its locale shows its title', () => {
    const before = pristine();
    const added = path.join(dir, 'site/content/zh/docs/intro.md');
    mkdirSync(path.dirname(added), { recursive: true });
    writeFileSync(added, '---\ntitle: 介绍\n---\n你好');
    try {
      expect(changes(before, keys())).toEqual(content(['/docs/intro', '/docs/setup'], true));
    } finally {
      rmSync(added);
    }
  });

  it("change only that operation's pages, the search index and llms-full.txt when an operation's description changes", () => {
    const before = pristine();
    edit(path.join('site/generated', routes['login']!), (text) => text.replace('"description": "', '"description": "Edited. '));
    // No schema's page shows an operation's description, nor does the changelog, which does not
    // name it; the reference's overview, the bundles and the sitemap and llms.txt read no data.
    expect(changes(before, keys())).toEqual({ bundles: false, pages: inLocales(['/api/login']), index: false, search: true, llmsFull: true });
  });

  it('change the changelog too when an operation its release history names changes', () => {
    const before = pristine();
    edit(path.join('site/generated', routes[IN_HISTORY]!), (text) => text.replace('"summary": "', '"summary": "Edited. '));
    expect(changes(before, keys()).pages).toEqual([...changelog, ...inLocales([`/api/${IN_HISTORY}`])]);
  });

  it('change the pages of exactly the operations and schemas that reach a schema when it changes', () => {
    const dataDir = path.join(dir, 'site/generated');
    const schemas = readdirSync(path.join(dataDir, 'schemas'));
    const reaching = (name: string) => Object.keys(routes).filter((slug) => operationFiles(slug, dataDir)!.some((file) => file.endsWith(`/schemas/${name}`)));
    // A schema some operations reach and others do not.
    const schema = schemas.find((name) => reaching(name).length > 1 && reaching(name).length < Object.keys(routes).length)!;
    // And the schema pages showing it: its own, and those of the schemas reaching it (issue 34).
    const showing = Object.keys(schemaRoutes).filter((slug) => schemaFiles(slug, dataDir)!.some((file) => file.endsWith(`/schemas/${schema}`)));
    expect(showing.length).toBeGreaterThan(0);
    const before = pristine();
    edit(path.join('site/generated/schemas', schema), (text) => text.replace('{', '{"description":"Edited.",'));
    // The changelog, when the operation its history names reaches the schema.
    const expected = [...(reaching(schema).includes(IN_HISTORY) ? changelog : []), ...inLocales([...reaching(schema).map((slug) => `/api/${slug}`), ...showing.map((slug) => `/api/schemas/${slug}`)])];
    expect(changes(before, keys())).toEqual({ bundles: false, pages: expected.sort((a, b) => Object.keys(before.pages).indexOf(a) - Object.keys(before.pages).indexOf(b)), index: false, search: true, llmsFull: true });
  });

  it("change only a schema page's key when only its page's file changes (who uses it)", () => {
    const before = pristine();
    edit(path.join('site/generated', schemaRoutes['room']!), (text) => text.replace('"usedBy": [', '"usedBy": [{ "slug": "login", "in": ["request"] },'));
    expect(changes(before, keys()).pages).toEqual(inLocales(['/api/schemas/room']));
  });

  it('change the sitemap and llms.txt, and every page, when a page is added or removed', () => {
    const before = pristine();
    const index = indexKey(renderKey(before.bundles), contentKey(), docsKeys(), { ...list, paths: list.paths.slice(0, -1) });
    expect(index).not.toBe(before.index);
  });
});

describe('the pages cache', () => {
  it('gives back what was put under a key, its files and its search document apart; keeps what a build used and prunes the rest', () => {
    const dir = path.join(work, 'cache');
    const cache = pageCache(dir);
    cache.put('a', { files: [['api/ping/index.html', '<p>ping</p>']], document: '<html></html>' });
    cache.put('b', { files: [['api/pong/index.html', '<p>pong</p>']], document: null });
    expect([cache.has('a'), cache.has('b'), cache.has('c')]).toEqual([true, true, false]);
    expect(cache.files('a')).toEqual([['api/ping/index.html', '<p>ping</p>']]);
    expect([cache.document('a'), cache.document('b')]).toEqual(['<html></html>', null]);
    expect([cache.files('c'), cache.document('c')]).toEqual([undefined, undefined]);
    pruneCache(dir, new Set(['a']));
    expect(readdirSync(dir)).toEqual(['a.page']);
  });

  it('keeps texts of any length and script as they were: a long search document, Hebrew, an entry of many files', () => {
    const cache = pageCache(path.join(work, 'cache-texts'));
    const document = `<html lang="he"><body>${'שלום עולם — '.repeat(4000)}</body></html>`;
    const files: [string, string][] = [
      ['he/api/ping/index.html', `<p>${'פינג '.repeat(30_000)}</p>`],
      ['he/api/ping/index.pageContext.json', '{"locale":"he"}'],
      ['he/api/ping.md', ''],
    ];
    cache.put('long', { files, document });
    expect(cache.document('long')).toBe(document);
    expect(cache.files('long')).toEqual(files);
    const many = Array.from({ length: 600 }, (_, i): [string, string] => [`zh/docs/page-${i}/index.html`, `<p>${i}</p>`]);
    cache.put('many', { files: many, document: '<html lang="zh"></html>' });
    expect(cache.document('many')).toBe('<html lang="zh"></html>');
    expect(cache.files('many')).toEqual(many);
  });

  it('has no page whose entry is cut short or holds more than it says, nor a search document cut short', () => {
    const dir = path.join(work, 'cache-cut');
    const cache = pageCache(dir);
    const page = { files: [['api/ping/index.html', '<p>ping</p>']] as [string, string][], document: '<html></html>' };
    const bytes = entryBytes(page);
    expect(readEntry(bytes)).toEqual(page);
    writeFileSync(path.join(dir, 'cut.page'), bytes.subarray(0, bytes.length - 1));
    writeFileSync(path.join(dir, 'more.page'), Buffer.concat([bytes, Buffer.from('!')]));
    expect([cache.files('cut'), cache.files('more')]).toEqual([undefined, undefined]);
    // Its search document, read alone, likewise when the entry ends inside it.
    writeFileSync(path.join(dir, 'cut-document.page'), bytes.subarray(0, bytes.indexOf(10) + 5));
    expect(cache.document('cut-document')).toBeUndefined();
    expect(() => readEntry(bytes.subarray(0, 10))).toThrow('a cached page has no line of lengths');
  });

  it("keeps highlighted code under the render key: each thread appends to its own file, every thread reads them all", () => {
    const dir = path.join(work, 'highlights');
    const first = highlightCache(dir, 'render', 0);
    first.put('bash\0\0curl https://example.com', '<pre>curl</pre>');
    const second = highlightCache(dir, 'render', 1);
    second.put('go\0\0package main', '<pre>"go"\n</pre>');
    expect(first.get('bash\0\0curl https://example.com')).toBeUndefined(); // not written yet
    first.flush();
    second.flush();
    const next = highlightCache(dir, 'render', 0);
    expect([next.get('bash\0\0curl https://example.com'), next.get('go\0\0package main'), next.get('go\0\0other')]).toEqual(['<pre>curl</pre>', '<pre>"go"\n</pre>', undefined]);
    // Under another render key (shiki, the site's code), none of it.
    expect(highlightCache(dir, 'other', 0).get('bash\0\0curl https://example.com')).toBeUndefined();
    // A line cut short (a process that ended while writing it) is not in the index, and what is written after it is found.
    appendFileSync(path.join(dir, 'render.highlights.1'), readFileSync(path.join(dir, 'render.highlights.0'), 'utf8').slice(0, 50));
    const after = highlightCache(dir, 'render', 1);
    expect([after.get('bash\0\0curl https://example.com'), after.get('go\0\0package main')]).toEqual(['<pre>curl</pre>', '<pre>"go"\n</pre>']);
    after.put('js\0\0fetch(url)', '<pre>fetch – “url”</pre>');
    after.flush();
    expect(highlightCache(dir, 'render', 0).get('js\0\0fetch(url)')).toBe('<pre>fetch – “url”</pre>');
    pruneCache(dir, new Set(['other']));
    expect(readdirSync(dir)).toEqual([]);
  });

  it('reads only the lines it is asked for, through their index, and highlights again what the index does not find whole', () => {
    const dir = path.join(work, 'highlight-index');
    const cache = highlightCache(dir, 'render', 0);
    cache.put('bash\0\0one', '<pre>one</pre>');
    cache.put('bash\0\0two', '<pre>two</pre>');
    cache.flush();
    const lines = readFileSync(path.join(dir, 'render.highlights.0'), 'utf8');
    const index = readFileSync(path.join(dir, 'render.highlight-index.0'), 'utf8').split('\n');
    // Each index line: the hash, where the line starts and how long it is, in bytes.
    const [hash, start, length] = index[1]!.split(' ');
    expect(lines.slice(Number(start), Number(start) + Number(length))).toBe(`${hash}"<pre>two</pre>"\n`);
    // The index names a line that is not where it says (the lines' file cut short, or rewritten), or is cut short itself.
    writeFileSync(path.join(dir, 'render.highlights.0'), lines.slice(0, -5));
    writeFileSync(path.join(dir, 'render.highlight-index.0'), `${index[0]}\n${index[1]!.slice(0, 41)}`);
    const after = highlightCache(dir, 'render', 0);
    expect([after.get('bash\0\0one'), after.get('bash\0\0two')]).toEqual(['<pre>one</pre>', undefined]);
    writeFileSync(path.join(dir, 'render.highlight-index.0'), `${index[1]}\n`.replace(hash!, index[0]!.slice(0, 40)));
    expect(highlightCache(dir, 'render', 0).get('bash\0\0one')).toBeUndefined();
    // An index whose lines are gone.
    rmSync(path.join(dir, 'render.highlights.0'));
    expect(highlightCache(dir, 'render', 0).get('bash\0\0one')).toBeUndefined();
  });

  it('is one per output directory', () => {
    expect(pageCacheDir(path.resolve('dist'))).toBe('.cache/pages/dist');
    expect(pageCacheDir(path.resolve('.cache/variant'))).toBe('.cache/pages/.cache_variant');
  });
});
