import { describe, expect, it } from 'vitest';
import { formatApiTranslations, hashText, isStale, parseApiTranslations, type ApiTranslations } from './format.ts';
import { mergeSkeleton, staleIds } from './mergeSkeleton.ts';

const entries = (pairs: Record<string, string>) => new Map(Object.entries(pairs));

describe('hashText', () => {
  it('is the first 8 hex digits of the sha256', () => {
    expect(hashText('')).toBe('e3b0c442');
    expect(hashText('Ping the API')).toMatch(/^[0-9a-f]{8}$/);
    expect(hashText('Ping the API')).not.toBe(hashText('Ping the API.'));
  });
});

describe('mergeSkeleton', () => {
  it('starts a new id untranslated, with the hash of its English', () => {
    expect(mergeSkeleton(undefined, entries({ 'operation.ping.summary': 'Ping the API' }))).toEqual({
      'operation.ping.summary': { hash: hashText('Ping the API'), en: 'Ping the API', text: '' },
    });
  });

  it('refreshes the English and the hash of an untranslated entry', () => {
    const existing: ApiTranslations = { a: { hash: hashText('Old'), en: 'Old', text: '' } };
    expect(mergeSkeleton(existing, entries({ a: 'New' }))).toEqual({ a: { hash: hashText('New'), en: 'New', text: '' } });
  });

  it('keeps the hash and text of a translated entry: current stays current, a changed English makes it stale', () => {
    const existing: ApiTranslations = {
      same: { hash: hashText('Sign in'), en: 'Sign in', text: '登录' },
      changed: { hash: hashText('Sign out'), en: 'Sign out', text: '退出登录' },
    };
    const merged = mergeSkeleton(existing, entries({ same: 'Sign in', changed: 'Sign out everywhere' }));
    expect(merged).toEqual({
      same: { hash: hashText('Sign in'), en: 'Sign in', text: '登录' },
      changed: { hash: hashText('Sign out'), en: 'Sign out everywhere', text: '退出登录' },
    });
    expect(isStale(merged.same!)).toBe(false);
    expect(isStale(merged.changed!)).toBe(true);
    expect(staleIds(merged)).toEqual(['changed']);
  });

  it('follows the order of the spec, keeping translations of text it no longer has after it and dropping untranslated ones', () => {
    const existing: ApiTranslations = {
      gone: { hash: hashText('Gone'), en: 'Gone', text: 'נעלם' },
      b: { hash: hashText('B'), en: 'B', text: 'ב' },
      a: { hash: hashText('A'), en: 'A', text: '' },
      untranslated: { hash: hashText('U'), en: 'U', text: '' },
    };
    const merged = mergeSkeleton(existing, entries({ a: 'A', b: 'B', c: 'C' }));
    expect(Object.keys(merged)).toEqual(['a', 'b', 'c', 'gone']);
    expect(merged.gone).toEqual(existing.gone);
  });

  it('is deterministic and a fixed point: merging its own output changes nothing', () => {
    const spec = entries({ a: 'A', b: 'B' });
    const once = formatApiTranslations(mergeSkeleton({ b: { hash: hashText('B'), en: 'B', text: 'ב' } }, spec));
    const twice = formatApiTranslations(mergeSkeleton(parseApiTranslations(once, 'x.json'), spec));
    expect(twice).toBe(once);
    expect(once).toBe(`{\n  "a": {\n    "hash": "${hashText('A')}",\n    "en": "A",\n    "text": ""\n  },\n  "b": {\n    "hash": "${hashText('B')}",\n    "en": "B",\n    "text": "ב"\n  }\n}\n`);
  });
});

describe('parseApiTranslations', () => {
  it('names the file, line and column when it is not JSON', () => {
    expect(() => parseApiTranslations('{\n  "a": 1,,\n}', 'locales/he/api.json')).toThrow(/^locales\/he\/api\.json:2:10: not valid JSON: Expected double-quoted property name$/);
    // A byte-order mark before it is read past.
    expect(parseApiTranslations('\uFEFF{}', 'locales/he/api.json')).toEqual({});
  });

  it('names the file and the entry when the shape is wrong', () => {
    expect(() => parseApiTranslations('{ "a": { "hash": "xyz", "en": "A", "text": "" } }', 'locales/zh/api.json')).toThrow(
      /locales\/zh\/api\.json is not an API translation file[\s\S]*a → hash: must be 8 lowercase hex digits/,
    );
    expect(() => parseApiTranslations('{ "a": { "hash": "e3b0c442", "en": "A" } }', 'f.json')).toThrow(/a → text/);
    expect(() => parseApiTranslations('[]', 'f.json')).toThrow(/f\.json is not an API translation file/);
  });
});
