import { createHighlighter } from 'shiki';
import { describe, expect, it, vi } from 'vitest';
import { accessible, codeColourStylesheet } from './codeTheme.ts';
import { LONGEST_LINE } from './highlightHtml.ts';
import { shikiHtml } from './shiki.ts';

// Code whose tokens take every kind of rule: colours, italic, bold, underline, strike-through,
// untokenized text, and marked lines; and lines repeated in other states.
const SAMPLES: [code: string, lang: string, lines: number[]][] = [
  ['# Title\n\n*italic*, **bold**, ~~gone~~ and [a link](https://example.com)', 'markdown', []],
  ['--- a/file\n+++ b/file\n@@ -1 +1 @@\n-old\n+new', 'diff', [4]],
  ['package main\n\n// main prints.\nfunc main() {\n\tfmt.Println("hi", 42)\n}', 'go', [4, 5]],
  ['const re = /a\\d+[bc]/g; // a comment\nexport function f(x) { return x < 1 && "<b>" ?? re; }', 'javascript', []],
  ['{\n  "amount": "12.50",\n  "tags": [true, null, 3]\n}', 'json', []],
  ['plain text, not highlighted', 'text', [1]],
  // The same lines in other states (inside a comment, a template string): tokenized anew there,
  // though earlier lines in the first state were tokenized once (tokenizeLinesOnce).
  ['let a = `x`;\nlet a = `x`;\n/*\nlet a = `x`;\n*/\nconst s = `\nlet a = `;\nlet a = `x`;', 'javascript', []],
];

/** What a reader sees of highlighted code: each line's marking, and its text in runs of one look. */
type Look = { highlighted: boolean; runs: { text: string; l: string; d: string; font: string }[] }[];

/** Declarations `--sl:#24292E;--sl-font-weight:bold;…` as a map, colours upper-cased. */
const declarations = (style: string) => new Map(style.split(';').filter(Boolean).map((d) => d.split(':').map((part) => part.toUpperCase()) as [string, string]));

/**
 * The look of shiki's `<pre>` HTML: `styleOf` gives a token span's declarations (its colours and
 * font styles) from its attributes and the `<pre>`'s (custom properties are inherited); text
 * outside token spans has the `<pre>`'s colours.
 */
function look(html: string, styleOf: (attributes: string, pre: Map<string, string>) => Map<string, string>): Look {
  const [, preStyle, code] = /^<pre[^>]* style="([^"]*)"[^>]*><code>(.*)<\/code><\/pre>$/s.exec(html)!;
  const pre = declarations(preStyle!);
  return code!.split('\n').map((line) => {
    const [, classes, tokens] = /^<span class="(line[^"]*)">(.*)<\/span>$/.exec(line)!;
    const runs: Look[number]['runs'] = [];
    for (const [, attributes, inSpan, bare] of tokens!.matchAll(/<span([^>]*)>([^<]*)<\/span>|([^<]+)/g)) {
      const style = attributes === undefined ? pre : styleOf(attributes, pre);
      const font = ['FONT-STYLE', 'FONT-WEIGHT', 'TEXT-DECORATION'].map((property) => style.get(`--SL-${property}`) ?? style.get(property) ?? '').join(' ');
      const run = { text: inSpan ?? bare!, l: style.get('--SL')!, d: style.get('--SD')!, font };
      const last = runs.at(-1);
      if (last && last.l === run.l && last.d === run.d && last.font === run.font) last.text += run.text;
      else runs.push(run);
    }
    return { highlighted: classes!.includes('highlighted'), runs };
  });
}

describe('shikiHtml', () => {
  it('looks, with its stylesheet, as shiki\'s own HTML does when it tokenizes once per theme', async () => {
    const twoThemes = await createHighlighter({ themes: ['github-light', 'github-dark'], langs: ['markdown', 'diff', 'go', 'javascript', 'json'] });
    // The stylesheet's rules: `.shiki .t3{--sl:…;--sd:…}`, `.shiki .fb{font-weight:bold}`.
    const rules = new Map([...(await codeColourStylesheet()).matchAll(/^\.shiki \.(\w+)\{([^}]*)\}$/gm)].map(([, name, body]) => [name!, declarations(body!)]));
    const byClass = (attributes: string, pre: Map<string, string>) => {
      const classes = /class="([^"]*)"/.exec(attributes)![1]!.split(' ');
      return new Map([...pre, ...classes.flatMap((name) => [...rules.get(name)!])]);
    };
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
          },
        ],
      });
      const html = await shikiHtml(code, lang, lines);
      // Shiki's spans carry their colours (but for untokenized text), made accessible as ours are.
      const byStyle = (attributes: string, pre: Map<string, string>) => {
        const style = /style="([^"]*)"/.exec(attributes)?.[1];
        return style ? declarations(accessible(style)) : pre;
      };
      expect(look(html, byClass), lang).toEqual(look(expected, byStyle));
      expect(html, 'tokens in the foreground colour are bare text').not.toMatch(/<span>/);
    }
  });

  it('highlights code asked for at once, while its language and those it embeds still load, as code asked for alone', async () => {
    const frontMatter = '---\ntitle: Build on Blockchain\n---\n\n# Hello';
    vi.resetModules(); // a highlighter that has loaded no language yet
    const fresh = await import('./shiki.ts');
    const atOnce = await Promise.all([1, 2, 3].map(() => fresh.shikiHtml(frontMatter, 'md', [])));
    const alone = await shikiHtml(frontMatter, 'md', []);
    expect(alone).toMatch(/<span class="t\d+">title<\/span>/); // the YAML key, coloured
    expect(atOnce).toEqual([alone, alone, alone]);
  });

  it('leaves a line of LONGEST_LINE characters or more plain, and highlights the lines after it as if it were not there', async () => {
    // A spec's example holding a long string (base64), as a code sample writes it on one line.
    const sample = (value: string) => `const body = {\n  payload: "${value}",\n  count: 1,\n};\nfetch(url, { body });`;
    const lines = (html: string) => /<code>(.*)<\/code>/s.exec(html)![1]!.split('\n');
    const short = lines(await shikiHtml(sample('x'), 'javascript', []));
    const value = (length: number) => 'UmVjZWl2ZWQ6'.repeat(length).slice(0, length - '  payload: "",'.length);
    const under = lines(await shikiHtml(sample(value(LONGEST_LINE - 1)), 'javascript', []));
    expect(under[1], 'one character shorter: highlighted').toMatch(/<span class="t\d+">"UmVj/);
    const long = lines(await shikiHtml(sample(value(LONGEST_LINE)), 'javascript', []));
    expect(long[1]).toBe(`<span class="line">  payload: "${value(LONGEST_LINE)}",</span>`);
    expect([long[0], ...long.slice(2)]).toEqual([short[0], ...short.slice(2)]);
  });
});
