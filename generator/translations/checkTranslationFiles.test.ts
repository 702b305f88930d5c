import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkTranslationFiles, formatTranslationStatus } from './checkTranslationFiles.ts';
import { formatApiTranslations, hashText } from './format.ts';
import { planTranslationFiles, translationLocales } from './planTranslationFiles.ts';
import { writeTranslationFiles } from './writeTranslationFiles.ts';

const spec = new Map([
  ['operation.ping.summary', 'Ping the API'],
  ['operation.login.summary', 'Sign in'],
  ['operation.logout.summary', 'Sign out everywhere'],
]);

function localesDir(files: Record<string, string | undefined>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'bob-locales-'));
  mkdirSync(path.join(dir, 'en'));
  for (const [locale, content] of Object.entries(files)) {
    mkdirSync(path.join(dir, locale));
    if (content !== undefined) writeFileSync(path.join(dir, locale, 'api.json'), content);
  }
  return dir;
}

const translated = formatApiTranslations({
  'operation.ping.summary': { hash: hashText('Ping the API'), en: 'Ping the API', text: 'Ping API' },
  'operation.login.summary': { hash: hashText('Sign in'), en: 'Sign in', text: '登录' },
  // Translated when the English was "Sign out": stale now.
  'operation.logout.summary': { hash: hashText('Sign out'), en: 'Sign out everywhere', text: '退出登录' },
});

describe('the api.json files', () => {
  it('are planned for every locale directory but English', () => {
    const dir = localesDir({ he: undefined, zh: translated });
    expect(translationLocales(dir)).toEqual(['he', 'zh']);
    expect(translationLocales(path.join(dir, 'nowhere'))).toEqual([]);
  });

  it('are written only when they change, and then agree with the check', () => {
    const dir = localesDir({ he: undefined, zh: translated });
    expect(writeTranslationFiles(planTranslationFiles(spec, dir))).toEqual([path.join(dir, 'he', 'api.json')]);
    expect(writeTranslationFiles(planTranslationFiles(spec, dir))).toEqual([]);
    expect(readFileSync(path.join(dir, 'zh', 'api.json'), 'utf8')).toBe(translated);
    expect(readdirSync(path.join(dir, 'he'))).toEqual(['api.json']); // No temporary file left.
    expect(checkTranslationFiles(planTranslationFiles(spec, dir)).outdated).toEqual([]);
  });

  it('fail the check when ids are missing or extra or the English is out of date, and count the stale translations', () => {
    const old = JSON.parse(translated);
    delete old['operation.ping.summary'];
    old['operation.gone.summary'] = { hash: hashText('Gone'), en: 'Gone', text: '' };
    old['operation.logout.summary'].en = 'Sign out';
    const dir = localesDir({ he: undefined, zh: formatApiTranslations(old) });
    const status = checkTranslationFiles(planTranslationFiles(spec, dir));
    expect(status.outdated).toEqual([
      { file: path.join(dir, 'he', 'api.json'), reasons: ['missing'] },
      { file: path.join(dir, 'zh', 'api.json'), reasons: ['1 id missing', '1 id no longer in the spec', '1 English text out of date'] },
    ]);
    expect(status.stale).toEqual([{ locale: 'zh', file: path.join(dir, 'zh', 'api.json'), id: 'operation.logout.summary', hash: hashText('Sign out everywhere') }]);

    const { ok, message, warning } = formatTranslationStatus(status, 'spec/openapi.yaml');
    expect(ok).toBe(false);
    expect(message).toContain('API translations are out of date with spec/openapi.yaml');
    expect(message).toContain('npm run generate');
    expect(warning).toMatch(/^⚠ 1 stale API translation: /);
    expect(warning).toContain(`zh  operation.logout.summary  (current English hash ${hashText('Sign out everywhere')})`);
  });

  it('pass the check with a warning when the files are up to date but a translation is stale', () => {
    const dir = localesDir({ zh: translated });
    const result = formatTranslationStatus(checkTranslationFiles(planTranslationFiles(spec, dir)), 'spec.yaml');
    expect(result.ok).toBe(true);
    expect(result.message).toBe('API translations match spec.yaml');
    expect(result.warning?.split('\n')[0]).toMatch(/^⚠ 1 stale API translation/);
    expect(formatTranslationStatus({ outdated: [], stale: [], orphaned: [] }, 'spec.yaml').warning).toBeUndefined();
  });

  it('keep the translations of text the spec no longer has, reported as stale, never a failure', () => {
    // Another spec (a team adopting the pipeline, or ours without the login operation).
    const dir = localesDir({ zh: translated });
    const other = new Map([['operation.ping.summary', 'Ping the API']]);
    writeTranslationFiles(planTranslationFiles(other, dir));
    const kept = JSON.parse(readFileSync(path.join(dir, 'zh', 'api.json'), 'utf8'));
    expect(Object.keys(kept)).toEqual(['operation.ping.summary', 'operation.login.summary', 'operation.logout.summary']);
    const status = checkTranslationFiles(planTranslationFiles(other, dir));
    expect(status.outdated).toEqual([]);
    expect(status.orphaned.map(({ id }) => id)).toEqual(['operation.login.summary', 'operation.logout.summary']);
    const result = formatTranslationStatus(status, 'spec.yaml');
    expect(result.ok).toBe(true);
    expect(result.warning).toMatch(/^⚠ 2 stale API translations of text the spec no longer has .*\n {2}zh {2}operation\.login\.summary\n {2}zh {2}operation\.logout\.summary$/);
  });

  it('report an unreadable file by name instead of overwriting it', () => {
    const dir = localesDir({ he: '{ "operation.ping.summary": ' });
    expect(() => planTranslationFiles(spec, dir)).toThrow(`${path.join(dir, 'he', 'api.json')}:1:29: not valid JSON: Unexpected end of JSON input`);
  });
});
