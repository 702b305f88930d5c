import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseApiTranslations } from '../../generator/translations/index.ts';
import { renderDescription, renderMarkdown } from './renderDescription.ts';

describe('renderDescription (the spec is input we do not control)', () => {
  it('renders CommonMark with tables', () => {
    expect(renderDescription('Use **bold** and `code`.\n\n| a | b |\n|---|---|\n| 1 | 2 |', 'en')).toContain('<strong>bold</strong>');
    expect(renderDescription('| a | b |\n|---|---|\n| 1 | 2 |', 'en')).toContain('<table>');
  });

  it('reads a link whose text is a path or a URL left to right, in a Hebrew description too', () => {
    expect(renderDescription('קראו את [/api/login](/api/login) ואת [המדריך](https://example.com/guide).', 'he')).toBe(
      '<p>קראו את <a href="/he/api/login" dir="ltr">/api/login</a> ואת <a href="https://example.com/guide">המדריך</a>.</p>',
    );
  });

  it("keeps a link the spec writes in HTML whole when its text is a bare URL (no empty link beside GitHub's autolink)", () => {
    expect(renderDescription('See <a href="https://www.gtin.info">https://www.gtin.info</a> or https://example.com.', 'en')).toBe(
      '<p>See <a href="https://www.gtin.info" dir="ltr">https://www.gtin.info</a> or <a href="https://example.com" dir="ltr">https://example.com</a>.</p>',
    );
  });

  it('keeps harmless HTML from the spec', () => {
    expect(renderDescription('Line<br>break and <em>emphasis</em>', 'en')).toContain('<em>emphasis</em>');
  });

  it('drops scripts, styles and iframes', () => {
    const html = renderDescription('Hi <script>alert(1)</script><style>body{display:none}</style><iframe src="https://evil.example"></iframe>\n\n<script>steal()</script>', 'en');
    expect(html).not.toMatch(/<script|<style|<iframe|alert\(1\)|steal\(\)/);
    expect(html).toContain('Hi');
  });

  it('drops event handlers', () => {
    const html = renderDescription('<img src="x.png" onerror="alert(1)"> <a href="/ok" onclick="alert(2)">ok</a> <div onmouseover="x()">d</div>', 'en');
    expect(html).not.toMatch(/on(error|click|mouseover)/i);
    expect(html).toContain('href="/ok"');
  });

  it('drops javascript: URLs, in HTML and in Markdown links', () => {
    const html = renderDescription('<a href="javascript:alert(1)">a</a> [b](javascript:alert(2)) [c](JaVaScRiPt:alert(3)) <a href="&#106;avascript:alert(4)">d</a>', 'en');
    expect(html.toLowerCase()).not.toContain('javascript:');
    expect(html).not.toMatch(/alert\([1-4]\)"/);
  });
});

describe('renderDescription fast path', () => {
  it.each([
    'The largest number of items to return on one page.',
    "The request's id; quote it in support requests.",
    'Amounts are "decimal" strings, e.g. 12.50 (or 0.1).',
    'Rooms: public, private, or unlisted.',
    '  Leading and trailing spaces',
  ])('gives plain text the same HTML as the full pipeline: %s', (text) => {
    expect(renderDescription(text, 'en')).toBe(renderMarkdown(text).trim());
  });

  it.each(['Use `code`', 'See https://example.org', '- a list', '1. first', 'a <b>tag</b>', 'x & y', 'two\n\nparagraphs', '**bold**'])(
    'sends anything with markup through the parser: %s',
    (text) => {
      expect(renderDescription(text, 'en')).toBe(renderMarkdown(text));
    },
  );
});

describe('renderMarkdown without the HTML parser', () => {
  it.each([
    '# Title\n\nA paragraph with *emphasis*, **strong**, `code`, ~~gone~~ and [a link](https://example.org "t").',
    '- a\n- b\n  1. nested\n\n- [ ] task\n- [x] done',
    '| a | b |\n|:--|--:|\n| `1` | **2** |\n| x \\| y | z |',
    '> quoted\n> > twice\n\n```json\n{"a": 1}\n```\n\n    indented code',
    'Entities &amp; &lt;script&gt; &copy; and a literal www.example.org, https://example.org/x?y=1 and a@b.example',
    '![an image](/img/x.png)\n\n***\n\nHard  \nbreak',
    '[bad](javascript:alert(1)) [ok](/docs/intro#a)',
  ])('gives text without a < or a footnote the same HTML as the full pipeline: %s', (text) => {
    expect(renderMarkdown(text)).toBe(renderMarkdown(text, { html: true }));
  });
});

describe('renderMarkdown without GitHub\'s extensions', () => {
  it.each([
    '# Title\n\nA paragraph with *emphasis*, **strong**, `code` and [a link](/docs/intro "t").',
    '- a\n- b\n  1. nested\n\n> quoted\n\n```json\n{"a": 1}\n```',
    'Entities &amp; &copy;, a [reference][r] and an <https://example.org> autolink.\n\n[r]: /api',
    'Hard  \nbreak, ![an image](/img/x.png), a backslash\\* and 3 < 4.',
    'A [link](https://docs.example.org/rest/x?y=1#z) and [another](http://a.example/b_c), their URLs no bare ones.',
  ])('reads text without any of them as the GFM parser does: %s', (text) => {
    expect(renderMarkdown(text)).toBe(renderMarkdown(text, { gfm: true }));
  });

  it.each([
    ['a table', '| a | b |\n|---|---|\n| 1 | 2 |', '<table>'],
    ['strikethrough', 'was ~~old~~ new', '<del>old</del>'],
    ['a footnote', 'Text[^1].\n\n[^1]: The note.', 'data-footnote-ref'],
    ['a task list', '- [ ] to do\n- [x] done', 'type="checkbox"'],
    ['a www. link', 'See www.example.org.', 'href="http://www.example.org"'],
    ['a bare URL', 'See https://example.org/x.', 'href="https://example.org/x"'],
    ['a bare URL beside a link', 'See [the docs](https://a.example/docs) or https://b.example/x.', 'href="https://b.example/x"'],
    ['an e-mail address', 'Write to help@example.org.', 'href="mailto:help@example.org"'],
  ])('reads them where text has %s', (_, text, expected) => {
    expect(renderMarkdown(text)).toContain(expected);
    expect(renderDescription(text, 'en')).toContain(expected);
  });
});

describe('every description of the shipped spec and its translations', () => {
  // The generated data holds the spec's texts as JSON strings (the operations', and each
  // schema's in its own file); api.json the translations.
  const fromModules = ['operations', 'schemas'].flatMap((dir) => readdirSync(`site/generated/${dir}`).map((file) => `site/generated/${dir}/${file}`)).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/"description": ("(?:[^"\\]|\\.)*")/g)].map((m) => JSON.parse(m[1]!) as string),
  );
  const fromTranslations = ['he', 'zh'].flatMap((locale) => {
    const file = `locales/${locale}/api.json`;
    return Object.entries(parseApiTranslations(readFileSync(file, 'utf8'), file))
      .filter(([key]) => key.endsWith('.description'))
      .map(([, { text }]) => text);
  });
  const texts = [...new Set([...fromModules, ...fromTranslations])];

  it('renders as the full pipeline (raw HTML and GitHub\'s extensions read) does', () => {
    expect(texts.length).toBeGreaterThan(500);
    const differ = texts.filter((text) => renderDescription(text, 'en').trim() !== renderMarkdown(text, { html: true, gfm: true }).trim());
    expect(differ).toEqual([]);
  });
});

describe("GitHub's alerts in descriptions", () => {
  it('become the site\'s admonitions, headed in the page\'s language, their content kept and sanitised', () => {
    const text = 'Before.\n\n> [!WARNING]\n> Do not use **this** endpoint <script>x()</script> in parallel.\n> Really.\n\nAfter.';
    const html = renderDescription(text, 'en');
    expect(html).toContain('<div role="note" class="admonition admonition-warning"><p class="admonition-heading">warning</p><div class="admonition-content">');
    expect(html).toContain('<p>Do not use <strong>this</strong> endpoint  in parallel.\nReally.</p>');
    expect(html).not.toContain('[!WARNING]');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<blockquote');
    expect(renderDescription(text, 'he')).toContain('<p class="admonition-heading">אזהרה</p>');
  });

  it('read each kind as the docs\' admonitions do, the marker in any case, alone on its line', () => {
    const kinds = { NOTE: 'note', tip: 'tip', Important: 'info', WARNING: 'warning', CAUTION: 'danger' };
    for (const [marker, kind] of Object.entries(kinds)) {
      expect(renderDescription(`> [!${marker}]\n> Text.`, 'en')).toContain(`class="admonition admonition-${kind}"`);
    }
    // Not an alert, as on GitHub: the marker with text after it on its line, or not first.
    expect(renderDescription('> [!NOTE] Text on the same line.', 'en')).toContain('<blockquote>');
    expect(renderDescription('> Text first.\n> [!NOTE]\n> More.', 'en')).toContain('<blockquote>');
    expect(renderDescription('A plain [!NOTE] in text.', 'en')).not.toContain('admonition');
  });
});
