import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { exampleText } from '../components/api/exampleText.ts';
import { jsonHtml } from './jsonHighlight.ts';
import { shikiHtml, shikiJsonStyle } from './shiki.ts';

/** Shiki's HTML for `code` through its JSON grammar: a marked line past the last takes that way, and marks nothing. */
const grammarHtml = (code: string) => shikiHtml(code, 'json', [Number.MAX_SAFE_INTEGER]);

/** The JSON examples the API pages of `generated` (an output of the generator) show. */
function pageExamples(generated: string): string[] {
  const texts = new Set<string>();
  const visit = (value: unknown) => {
    if (!value || typeof value !== 'object') return;
    const media = value as { mediaType?: unknown; examples?: unknown };
    if (typeof media.mediaType === 'string' && Array.isArray(media.examples)) {
      for (const example of media.examples) {
        const [text, lang] = exampleText(example, media.mediaType);
        if (lang === 'json') texts.add(text);
      }
    }
    for (const child of Object.values(value)) visit(child);
  };
  for (const dir of ['operations', 'responses']) {
    for (const file of readdirSync(path.join(generated, dir))) visit(JSON.parse(readFileSync(path.join(generated, dir, file), 'utf8')));
  }
  return [...texts];
}

/** Every `example` and `examples.*.value` of GitHub's REST description, as the pages write them. */
function githubExamples(): string[] {
  const texts = new Set<string>();
  const visit = (value: unknown) => {
    if (!value || typeof value !== 'object') return;
    const node = value as { example?: unknown; value?: unknown };
    for (const example of [node.example, node.value]) if (example !== undefined && typeof example !== 'string') texts.add(JSON.stringify(example, null, 2));
    for (const child of Object.values(value)) visit(child);
  };
  visit(JSON.parse(readFileSync('node_modules/@octokit/openapi/generated/api.github.com.json', 'utf8')).components.examples);
  return [...texts];
}

const EDGE_CASES = [
  '{}',
  '[]',
  '"a string alone"',
  '-0.5e-10',
  'null',
  '{"one": "line", "n": [1, 2, {"deep": true}], "e": {}}',
  JSON.stringify({ html: '<b>&amp;</b>', unicode: 'שלום 世界 🚀', empty: '', list: [[], [[]], {}], numbers: [0, -1, 1.25, 1e21, 5e-7] }, null, 2),
  JSON.stringify([{ a: null }, false, 'x'], null, 4),
  '{\n\n  "blank line above": 1,\t"tab": [ ] ,\n  "trailing": 2   \n}',
];

describe('JSON highlighted without a grammar', () => {
  it("is byte for byte shiki's HTML for every example of our spec's pages, GitHub's examples and edge cases", async () => {
    const style = await shikiJsonStyle();
    expect(style?.classes.key).toMatch(/^t\d+$/);
    const codes = [...pageExamples('site/generated'), ...githubExamples(), ...EDGE_CASES];
    // All but those with escapes in their strings take the way without a grammar.
    expect(codes.filter((code) => jsonHtml(code, style!) !== undefined).length).toBeGreaterThan(codes.length * 0.9);
    for (const code of codes) expect(await shikiHtml(code, 'json', []), code).toBe(await grammarHtml(code));
  }, 120_000);

  it('leaves to the grammar what it might not read as the grammar does: escapes, invalid JSON, carriage returns', () => {
    const style = { classes: { key: 'k', string: 's', number: 'n', literal: 'l' }, open: '<pre>', close: '</pre>' };
    for (const code of ['{"a": "line\\nbreak"}', '{"quote\\"d": 1}', '{"a": 1,}', '// comment\n{}', '{"a"\n  : 1}', '{\r\n  "a": 1\r\n}', '', '{"a": 01}']) {
      expect(jsonHtml(code, style), code).toBeUndefined();
    }
    expect(jsonHtml('{\n  "a": [1, true]\n}', style)).toBe('<pre><span class="line">{</span>\n<span class="line"><span class="k">  "a"</span>: [<span class="n">1</span>, <span class="l">true</span>]</span>\n<span class="line">}</span></pre>');
  });
});
