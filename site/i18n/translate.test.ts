import { describe, expect, it } from 'vitest';
import { translate } from './translate.ts';

// The rules i18next followed with the site's options (checked against i18next 26 over every key
// of the three catalogues, counts 0-100, and values holding `{{x}}` and `$t(a)`, when it was replaced).
describe('translate', () => {
  const en = translate({ plain: 'Hello', greet: 'Hi {{name}}, {{ name }}!', n_one: 'One item', n_other: '{{count}} items', z_zero: 'None', z_one: 'One', z_other: 'Many', bare: 'Bare {{count}}' }, 'en');
  const he = translate({ n_one: 'אחד', n_two: 'שניים', n_other: '{{count}}' }, 'he');

  it('returns a string as it is, and a key it lacks as the key', () => {
    expect(en('plain')).toBe('Hello');
    expect(en('plain', { name: 'x' })).toBe('Hello');
    expect(en('missing', { count: 2 })).toBe('missing');
  });

  it('fills every placeholder, spaces inside the braces or not, and reads no value for placeholders again', () => {
    expect(en('greet', { name: 'Ann' })).toBe('Hi Ann, Ann!');
    expect(en('greet', { name: '{{name}} $t(plain)' })).toBe('Hi {{name}} $t(plain), {{name}} $t(plain)!');
    expect(en('greet', { name: 42 })).toBe('Hi 42, 42!');
  });

  it('leaves a placeholder given no value as written, and puts nothing for null or undefined', () => {
    expect(en('greet')).toBe('Hi {{name}}, {{ name }}!');
    expect(en('greet', {})).toBe('Hi {{name}}, {{ name }}!');
    expect(en('greet', { name: null })).toBe('Hi , !');
    expect(en('greet', { name: undefined })).toBe('Hi , !');
  });

  it("chooses the plural form of the locale's grammar by count, the zero form first for 0, the bare key without forms", () => {
    expect([0, 1, 2, 1.5].map((count) => en('n', { count }))).toEqual(['0 items', 'One item', '2 items', '1.5 items']);
    expect([0, 1, 2].map((count) => en('z', { count }))).toEqual(['None', 'One', 'Many']);
    expect([1, 2, 3].map((count) => he('n', { count }))).toEqual(['אחד', 'שניים', '3']);
    expect(en('bare', { count: 3 })).toBe('Bare 3');
    expect(en('n')).toBe('n');
  });
});
