import { describe, expect, it } from 'vitest';
import { highlight, parseLineRanges } from './highlight.ts';

describe('highlight', () => {
  it('gives shiki HTML in both themes, tokens coloured by class, and marked lines', async () => {
    const html = await highlight('// a comment\nconst answer = 42;', 'javascript', [2]);
    expect(html).toMatch(/^<pre class="shiki shiki-themes github-light github-dark"/);
    expect(html).toMatch(/<span class="t\d+">\/\/ a comment<\/span>/); // its colours: codeColourStylesheet
    expect(html).toMatch(/<span class="line highlighted">.*answer/);
    expect(html).not.toMatch(/<span class="line highlighted">.*comment/);
  });

  it('highlights identical code once', () => {
    expect(highlight('x = 1', 'python')).toBe(highlight('x = 1', 'python'));
    expect(highlight('x = 1', 'python')).not.toBe(highlight('x = 1', 'python', [1]));
  });

  it('shows an unknown language as plain text rather than failing', async () => {
    expect(await highlight('some code', 'no-such-language')).toContain('some code');
  });
});

describe('parseLineRanges', () => {
  it('reads {1,3-5} from a fence meta', () => {
    expect(parseLineRanges('title="x.ts" {1,3-5}')).toEqual([1, 3, 4, 5]);
    expect(parseLineRanges('title="x.ts"')).toEqual([]);
  });
});
