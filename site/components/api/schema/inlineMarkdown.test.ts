import { describe, expect, it } from 'vitest';
import { parseInline, toParagraphs } from './inlineMarkdown.ts';

describe('inline Markdown of descriptions', () => {
  it('splits paragraphs on blank lines and joins soft breaks', () => {
    expect(toParagraphs('one\ntwo\n\nthree')).toEqual([[{ kind: 'text', text: 'one two' }], [{ kind: 'text', text: 'three' }]]);
  });
  it('reads code, strong, emphasis and links', () => {
    expect(parseInline('`a` **b** *c* [d](https://x.dev)')).toEqual([
      { kind: 'code', text: 'a' },
      { kind: 'text', text: ' ' },
      { kind: 'strong', children: [{ kind: 'text', text: 'b' }] },
      { kind: 'text', text: ' ' },
      { kind: 'em', children: [{ kind: 'text', text: 'c' }] },
      { kind: 'text', text: ' ' },
      { kind: 'link', href: 'https://x.dev', children: [{ kind: 'text', text: 'd' }] },
    ]);
  });
  it('leaves snake_case words and unsafe links as text', () => {
    expect(parseInline('use partially_filled here')).toEqual([{ kind: 'text', text: 'use partially_filled here' }]);
    expect(parseInline('[x](javascript:alert(1))')).toEqual([{ kind: 'text', text: '[x](javascript:alert(1)' }, { kind: 'text', text: ')' }]);
  });
  it('keeps HTML as text', () => {
    expect(parseInline('<b>x</b>')).toEqual([{ kind: 'text', text: '<b>x</b>' }]);
  });
});
