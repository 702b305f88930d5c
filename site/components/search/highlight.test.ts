import { describe, expect, it } from 'vitest';
import { highlightTerms, matchedWords, parseExcerpt, queryTerms } from './highlight.ts';

describe('parseExcerpt', () => {
  it('splits Pagefind marks into matched segments and unescapes the text', () => {
    expect(parseExcerpt('Accept a <mark>join</mark> <mark>request</mark> &amp; <b>more</b> &lt;id&gt; &#39;x&#x27;')).toEqual([
      { text: 'Accept a ', match: false },
      { text: 'join', match: true },
      { text: ' ', match: false },
      { text: 'request', match: true },
      { text: " & more <id> 'x'", match: false },
    ]);
  });

  it('never yields markup: a tag in the index text stays text once unescaped', () => {
    expect(parseExcerpt('&lt;script&gt;alert(1)&lt;/script&gt;')).toEqual([{ text: '<script>alert(1)</script>', match: false }]);
  });

  it('gives nothing for an empty excerpt', () => {
    expect(parseExcerpt('')).toEqual([]);
  });
});

describe('highlightTerms', () => {
  it('marks each term wherever it occurs, ignoring case', () => {
    expect(highlightTerms('Accept a Join request', queryTerms('join REQUEST'))).toEqual([
      { text: 'Accept a ', match: false },
      { text: 'Join', match: true },
      { text: ' ', match: false },
      { text: 'request', match: true },
    ]);
  });

  it('finds a Chinese word inside a sentence and Hebrew words as written', () => {
    expect(highlightTerms('接受加入请求', ['请求'])).toEqual([
      { text: '接受加入', match: false },
      { text: '请求', match: true },
    ]);
    expect(highlightTerms('רשימת הנתיבים של ה-API', ['הנתיבים'])).toEqual([
      { text: 'רשימת ', match: false },
      { text: 'הנתיבים', match: true },
      { text: ' של ה-API', match: false },
    ]);
  });

  it('takes terms as text, not as patterns', () => {
    expect(highlightTerms('a.b (c)', ['(c)'])).toEqual([
      { text: 'a.b ', match: false },
      { text: '(c)', match: true },
    ]);
    expect(highlightTerms('abc', [])).toEqual([{ text: 'abc', match: false }]);
  });
});

describe('queryTerms and matchedWords', () => {
  it('lists distinct words longest first, so a longer term wins over its prefix', () => {
    expect(queryTerms('  join  joining Join ')).toEqual(['joining', 'join']);
    expect(highlightTerms('joining', queryTerms('join joining'))).toEqual([{ text: 'joining', match: true }]);
  });

  it('collects the marked words of an excerpt', () => {
    expect(matchedWords(parseExcerpt('a <mark>Join</mark> b'))).toEqual(['join']);
  });
});
