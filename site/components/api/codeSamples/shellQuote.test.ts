import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { shellSingleQuote, shellWord } from './shellQuote.ts';
import { NASTY } from './testFixtures.ts';

/** What bash makes of each word: one bash, each word printed NUL-terminated (bash strings cannot hold NUL). */
function bashWords(words: string[], env: Record<string, string> = {}): string[] {
  const script = words.map((word) => `printf '%s\\0' ${word}`).join('\n');
  const out = execFileSync('bash', ['-c', script], { env: { ...process.env, ...env }, encoding: 'utf8' });
  return out.split('\0').slice(0, -1);
}

describe('shellSingleQuote', () => {
  it('quotes with single quotes, a quote as close-escape-reopen', () => {
    expect(shellSingleQuote('plain')).toBe("'plain'");
    expect(shellSingleQuote("it's")).toBe(`'it'\\''s'`);
    expect(shellSingleQuote('')).toBe("''");
  });

  it('gives bash back exactly the text, nasty strings included', () => {
    expect(bashWords(NASTY.map(shellSingleQuote))).toEqual(NASTY);
  });
});

describe('shellWord', () => {
  it('uses single quotes when nothing expands', () => {
    expect(shellWord(['Accept: ', 'application/json'])).toBe("'Accept: application/json'");
  });

  it('uses double quotes so that a variable expands, braces only when a name character follows', () => {
    expect(shellWord(['Authorization: Bearer ', { env: 'BOB_API_KEY' }])).toBe('"Authorization: Bearer $BOB_API_KEY"');
    expect(shellWord([{ env: 'KEY' }, '_x'])).toBe('"${KEY}_x"');
  });

  it('keeps the literal text literal around a variable', () => {
    const words = NASTY.map((text) => shellWord([text, { env: 'SECRET' }, text]));
    expect(bashWords(words, { SECRET: 'k$y`1' })).toEqual(NASTY.map((text) => `${text}k$y\`1${text}`));
  });
});
