import { createHighlighter } from 'shiki';
import { describe, expect, it } from 'vitest';
import { accessible, shikiHtml } from './shiki.ts';

// Code whose tokens take every kind of rule: colours, italic, bold, underline, strike-through,
// untokenized text, and marked lines; and lines repeated in other states.
const SAMPLES: [code: string, lang: string, lines: number[]][] = [
  ['# Title\n\n*italic*, **bold**, ~~gone~~ and [a link](https://example.com)', 'markdown', []],
  ['--- a/file\n+++ b/file\n@@ -1 +1 @@\n-old\n+new', 'diff', [4]],
  ['package main\n\n// main prints.\nfunc main() {\n\tfmt.Println("hi", 42)\n}', 'go', [4, 5]],
  ['const re = /a\\d+[bc]/g; // a comment\nexport function f(x) { return x ?? re; }', 'javascript', []],
  ['{\n  "amount": "12.50",\n  "tags": [true, null, 3]\n}', 'json', []],
  ['plain text, not highlighted', 'text', [1]],
  // The same lines in other states (inside a comment, a template string): tokenized anew there,
  // though earlier lines in the first state were tokenized once (tokenizeLinesOnce).
  ['let a = `x`;\nlet a = `x`;\n/*\nlet a = `x`;\n*/\nconst s = `\nlet a = `;\nlet a = `x`;', 'javascript', []],
];

describe('shikiHtml', () => {
  it('gives, from one tokenization, the HTML shiki writes when it tokenizes once per theme', async () => {
    const twoThemes = await createHighlighter({ themes: ['github-light', 'github-dark'], langs: ['markdown', 'diff', 'go', 'javascript', 'json'] });
    for (const [code, lang, lines] of SAMPLES) {
      const expected = twoThemes.codeToHtml(code, {
        lang,
        themes: { l: 'github-light', d: 'github-dark' },
        defaultColor: false,
        cssVariablePrefix: '--s',
        transformers: [
          {
            line(node, line) {
              if (lines.includes(line)) this.addClassToHast(node, 'highlighted');
            },
            span(node) {
              if (typeof node.properties.style === 'string') node.properties.style = accessible(node.properties.style);
            },
          },
        ],
      });
      expect(await shikiHtml(code, lang, lines), lang).toBe(expected);
    }
  });
});
