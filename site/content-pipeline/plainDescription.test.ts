import { describe, expect, it } from 'vitest';
import { DESCRIPTION_LENGTH, plainDescription } from './plainDescription.ts';

describe('plainDescription', () => {
  it('keeps plain text as it is, white space folded', () => {
    expect(plainDescription('Creates a room.\n  Rooms hold  orders.', 'en')).toBe('Creates a room. Rooms hold orders.');
  });

  it("drops Markdown: a link is its text, code its content, emphasis and headings their words", () => {
    expect(plainDescription('See [the guide](/docs/intro) and `POST /rooms`.\n\n## Limits\n\n*Ten* per **minute**.', 'en')).toBe(
      'See the guide and POST /rooms. Limits Ten per minute.',
    );
  });

  it("reads a GitHub alert as its words, without its marker", () => {
    expect(plainDescription('> [!NOTE]\n> Use the *new* endpoint.\n\nMore.', 'en')).toBe('Use the new endpoint. More.');
  });

  it('drops HTML, and the text of scripts', () => {
    expect(plainDescription('<p>Returns <b>all</b> rooms<br>of a user.</p><script>alert(1)</script>', 'en')).toBe('Returns all rooms of a user.');
  });

  it('reads GitHub tables and lists as their words', () => {
    expect(plainDescription('- one\n- two\n\n| a | b |\n| - | - |\n| 1 | 2 |', 'en')).toBe('one two a b 1 2');
  });

  it('cuts a long text at the last whole word within the limit, with an ellipsis', () => {
    const text = 'The clearinghouse settles every trade on chain, '.repeat(6);
    const plain = plainDescription(text, 'en');
    expect(plain.length).toBeLessThanOrEqual(DESCRIPTION_LENGTH);
    expect(plain.length).toBeGreaterThan(DESCRIPTION_LENGTH - 20);
    expect(plain.endsWith('…')).toBe(true);
    expect(text.startsWith(plain.slice(0, -1))).toBe(true);
    expect(text[plain.length - 1]).toMatch(/[\s,]/); // Cut between words.
  });

  it('cuts Chinese, which has no spaces, at a word', () => {
    const text = '清算所在链上结算每一笔交易，交易所只需管理订单簿。'.repeat(10);
    const plain = plainDescription(text, 'zh');
    expect(plain.length).toBeLessThanOrEqual(DESCRIPTION_LENGTH);
    expect(plain.length).toBeGreaterThan(DESCRIPTION_LENGTH - 10);
    expect(plain.endsWith('…')).toBe(true);
  });
});
