import type { Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { code, codeBlock, heading, link, list, listItem, markdownBlocks, paragraph, stringify, strong, text } from './mdast.ts';

const read = (markdown: string) => unified().use(remarkParse).use(remarkGfm).parse(markdown) as Root;

const TRICKY = ['*not emphasis* and _this_', '[not](a link) <b>nor html</b>', '# not a heading', '- not an item', '1. not a list', '> not a quote', 'a | b ~~c~~', 'back\\slash `tick`', '&amp; stays &amp;', 'C# and 100% and a-b', '+ plus', '==='];

describe('the Markdown writer', () => {
  it.each(TRICKY)('writes text that remark reads back as the same text: %s', (value) => {
    const [node] = read(stringify([paragraph(text(value))], 'en')).children;
    expect(node?.type).toBe('paragraph');
    expect(toString(node)).toBe(value);
  });

  it('writes code spans and blocks holding backticks', () => {
    const tree = read(stringify([paragraph(code('a `b` c')), paragraph(code('`')), codeBlock('```\nfenced\n```', 'md')], 'en'));
    expect(tree.children.map((node) => (node.type === 'paragraph' ? node.children[0] : node))).toMatchObject([
      { type: 'inlineCode', value: 'a `b` c' },
      { type: 'inlineCode', value: '`' },
      { type: 'code', lang: 'md', value: '```\nfenced\n```' },
    ]);
  });

  it('nests lists, with the spec\'s Markdown indented inside the item', () => {
    const markdown = stringify([
      heading(2, 'Title #'),
      list([listItem(paragraph(code('a'), text(' '), strong('b')), ...markdownBlocks('One\n\nTwo *x*'), list([listItem(paragraph(text('c')))]))]),
    ], 'en');
    const [title, outer] = read(markdown).children;
    expect(title).toMatchObject({ type: 'heading', depth: 2 });
    expect(toString(title)).toBe('Title #');
    expect(outer?.type).toBe('list');
    const item = (outer as { children: { children: { type: string }[] }[] }).children[0]!;
    expect(item.children.map((child) => child.type)).toEqual(['paragraph', 'paragraph', 'paragraph', 'list']);
    expect(toString(item.children[2] as never)).toBe('Two x');
  });

  it('writes links that remark reads back whole, URLs with spaces and parentheses included', () => {
    for (const url of ['https://example.com/api/room-create.md', 'https://example.com/zh/api/获取市场.md', 'https://example.com/a (b).md']) {
      const [node] = read(stringify([paragraph(link(url, code('post'), text(' Create [a] room')))], 'en')).children;
      expect(node).toMatchObject({ type: 'paragraph', children: [{ type: 'link', url: url.replace(/ /g, '%20') }] });
      expect(toString(node)).toBe('post Create [a] room');
    }
  });
});
