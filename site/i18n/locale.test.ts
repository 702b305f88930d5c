import { describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { catalogueProblems, localeProblems, readCatalogues } from './catalogueProblems.ts';
import { extractLocale, localizePath, switchLocale } from './locale.ts';
import { translator } from './i18n.tsx';

describe('locale paths', () => {
  it('takes the prefix off, defaulting to English', () => {
    expect(extractLocale('/he/docs/intro')).toEqual({ locale: 'he', pathname: '/docs/intro' });
    expect(extractLocale('/zh/')).toEqual({ locale: 'zh', pathname: '/' });
    expect(extractLocale('/docs/intro')).toEqual({ locale: 'en', pathname: '/docs/intro' });
    expect(extractLocale('/hebrew/x')).toEqual({ locale: 'en', pathname: '/hebrew/x' });
    expect(extractLocale('/en/x')).toEqual({ locale: 'en', pathname: '/en/x' });
  });

  it('puts it back on', () => {
    expect(localizePath('/', 'he')).toBe('/he/');
    expect(localizePath('/api/login', 'zh')).toBe('/zh/api/login');
    expect(localizePath('/api/login', 'en')).toBe('/api/login');
    expect(localizePath('https://example.com/', 'he')).toBe('https://example.com/');
  });

  it('switches locale keeping query and hash', () => {
    expect(switchLocale({ pathname: '/he/docs/intro', search: '?a=1', hash: '#x' }, 'zh')).toBe('/zh/docs/intro?a=1#x');
    expect(switchLocale({ pathname: '/zh/', search: '', hash: '' }, 'en')).toBe('/');
  });
});

describe('the chrome string catalogues', () => {
  it('give every locale exactly the keys of English, with the plural forms its grammar needs', () => {
    expect(localeProblems()).toEqual([]);
  });

  it('report a file that is not JSON where the parser stopped, and nothing else of it', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'bob-locales-'));
    try {
      for (const locale of ['en', 'he']) mkdirSync(path.join(dir, locale));
      writeFileSync(path.join(dir, 'en/common.json'), '{\n  "a": "A"\n}\n');
      writeFileSync(path.join(dir, 'he/common.json'), '{\n  "a": "א",,\n  "b": "B"\n}\n');
      // The API's translations are the spec check's (an api.json cut short is not this check's).
      writeFileSync(path.join(dir, 'he/api.json'), '{"operations": ');
      expect(localeProblems(dir)).toEqual([`${path.join(dir, 'he/common.json')}:2:12: not valid JSON: Expected double-quoted property name`]);
      // Cut short: where it ends.
      writeFileSync(path.join(dir, 'he/common.json'), '{\n  "a": ');
      expect(localeProblems(dir)).toEqual([`${path.join(dir, 'he/common.json')}:2:8: not valid JSON: Unexpected end of JSON input`]);
      // A byte-order mark is no mistake (Vite reads past it too).
      writeFileSync(path.join(dir, 'he/common.json'), '\uFEFF{\n  "a": "א"\n}\n');
      expect(localeProblems(dir)).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('report a missing key, an unknown key and a missing plural form', () => {
    const en = { a: 'A', 'n_one': 'one', 'n_other': 'many' };
    expect(catalogueProblems({ en, he: { b: 'B', n_one: '1', n_other: 'n' } })).toEqual([
      'locales/he/common.json: missing key "a"',
      'locales/he/common.json: unknown key "b" (not in English)',
      'locales/he/common.json: "n" lacks the plural form "n_two"',
    ]);
  });

  it("report a string written for i18next's nesting or formats, which the translator does not do", () => {
    const problems = catalogueProblems({ en: { a: 'See $t(b)', b: 'On {{date, datetime}}', c: 'Raw {{- html}}', d: 'Fine {{name}}' } });
    expect(problems).toEqual(['a', 'b', 'c'].map((key) => expect.stringContaining(`locales/en/common.json: "${key}" uses nesting or a format`)));
  });

  it('translate with plurals and interpolation', () => {
    expect(translator('en')('blog.readingTime', { count: 1 })).toBe('One min read');
    expect(translator('en')('blog.readingTime', { count: 7 })).toBe('7 min read');
    expect(translator('he')('blog.readingTime', { count: 2 })).toBe('שתי דקות קריאה');
    expect(translator('zh')('footer.copyright', { year: 2023 })).toContain('© 2023');
    expect(Object.keys(readCatalogues().zh!).length).toBeGreaterThan(50);
  });

  it('remember each label by its key and options, no two options alike', () => {
    const t = translator('en');
    expect(t('blog.taggedWith', { count: 1, tag: 'a' })).toBe('One post tagged with "a"');
    expect(t('blog.taggedWith', { count: 2, tag: 'a' })).toBe('2 posts tagged with "a"');
    // A value holding the memo key's separator is not taken for two options that would read alike.
    expect(t('sidebar.groupOverview', { group: 'x', y: 'y' })).toBe('All operations of x');
    expect(t('sidebar.groupOverview', { group: 'x\u0000y\u0000sy' })).toBe('All operations of x\u0000y\u0000sy');
    expect(t('sidebar.groupOverview', { group: ['a', 'b'] })).toBe(t('sidebar.groupOverview', { group: ['a', 'b'] }));
  });
});
