import type { ExternalDocs } from '../../../../generator/normalize/model.ts';
import type { LocaleCode } from '../../../config/schema.ts';
import { resolveMarkdownLinks } from '../../../content-pipeline/specLinks.ts';
import type { BlockContent, Code, Heading, Html, List, ListItem, Paragraph, PhrasingContent } from 'mdast';

/**
 * The page Markdown as a tree of mdast nodes, and its writer. Only the kinds built here are
 * written: headings, paragraphs, tight lists, fenced code, and as phrasing text, inline code and
 * strong. remark's serialiser (mdast-util-to-markdown) wrote the same, but checking every text
 * for what to escape took it ~12 ms a page: 8 s for the 708 operation pages, more than the whole
 * build (docs/performance-history.md). This one is tested by reading its output back with remark
 * (operationMarkdown.test.ts). The spec's own Markdown (descriptions) is an `html` node: text
 * that is Markdown already, written as it is, indented where it is nested.
 */
export type Block = BlockContent;

export const text = (value: string): PhrasingContent => ({ type: 'text', value });
export const code = (value: string): PhrasingContent => ({ type: 'inlineCode', value });
export const strong = (value: string): PhrasingContent => ({ type: 'strong', children: [text(value)] });
export const link = (url: string, ...children: PhrasingContent[]): PhrasingContent => ({ type: 'link', url, children });
export const paragraph = (...children: PhrasingContent[]): Paragraph => ({ type: 'paragraph', children });
export const heading = (depth: 1 | 2 | 3 | 4, value: string): Heading => ({ type: 'heading', depth, children: [text(value)] });
export const codeBlock = (value: string, lang: string): Code => ({ type: 'code', lang, value });
export const listItem = (...children: Block[]): ListItem => ({ type: 'listItem', spread: false, children });
export const list = (items: ListItem[]): List => ({ type: 'list', ordered: false, spread: false, children: items });

/** The spec's Markdown, as it is (none: nothing). */
export const markdownBlocks = (markdown: string | undefined): Html[] => (markdown?.trim() ? [{ type: 'html', value: markdown.trim() }] : []);

/** The spec's link to more documentation (ExternalDocsLink's), after `label` (none: nothing). */
export const externalDocsBlocks = (docs: ExternalDocs | undefined, label: string): Paragraph[] =>
  docs ? [paragraph(text(`${label}: `), link(docs.url, text(docs.description ?? docs.url)))] : [];

/** Words joined by `separator`: `a, b, c` as phrasing. */
export function joined(parts: PhrasingContent[][], separator: string): PhrasingContent[] {
  return parts.flatMap((part, i) => (i === 0 ? part : [text(separator), ...part]));
}

/**
 * Blocks as a Markdown document for a reader of `locale`, separated by blank lines; the spec's
 * Markdown in them with its relative links resolved (site/content-pipeline/specLinks.ts) to
 * absolute URLs, as the copies are read away from the site.
 */
export const stringify = (blocks: Block[], locale: LocaleCode): string => `${blocks.map((block) => writeBlock(block, '', locale)).join('\n\n')}\n`;

/**
 * A block as Markdown, each of its lines but the first (which goes where the caller is) after
 * `indent`, the indentation of the list item it is in; blank lines stay empty. Each block is
 * indented once, as it is written: indenting each list's text again at every level it is nested
 * in cost GitHub's deep schemas ~1 s per process.
 */
function writeBlock(node: Block, indent: string, locale: LocaleCode): string {
  switch (node.type) {
    case 'heading':
      return `${'#'.repeat(node.depth)} ${lineStart(writePhrasing(node.children)).replace(/#$/, '\\#')}`;
    case 'paragraph':
      return lineStart(writePhrasing(node.children));
    case 'code': {
      const fence = '`'.repeat(Math.max(3, longestBacktickRun(node.value) + 1));
      return `${fence}${node.lang ?? ''}\n${indented(node.value, indent)}\n${indent}${fence}`;
    }
    case 'html':
      return indented(resolveMarkdownLinks(node.value, locale), indent);
    case 'list': {
      // An item's blocks after the first are indented under it, a blank line before each but a nested list.
      const inner = `${indent}  `;
      const item = (children: Block[]) => children.map((child, i) => (i === 0 ? '' : `\n${child.type === 'list' ? '' : '\n'}${inner}`) + writeBlock(child, inner, locale)).join('');
      return node.children.map((listItem) => `- ${item(listItem.children as Block[])}`).join(`\n${indent}`);
    }
    default:
      throw new Error(`No Markdown writer for a ${node.type} block`);
  }
}

/** `text` with `indent` before each of its lines but the first that is not empty. */
const indented = (text: string, indent: string) => (indent ? text.replace(/\n(?=[^\n])/g, `\n${indent}`) : text);

function writePhrasing(nodes: PhrasingContent[]): string {
  return nodes
    .map((node) => {
      switch (node.type) {
        case 'text':
          return escapeText(node.value);
        case 'inlineCode':
          return codeSpan(node.value);
        case 'strong':
          return `**${writePhrasing(node.children)}**`;
        case 'link':
          return `[${writePhrasing(node.children)}](${destination(node.url)})`;
        default:
          throw new Error(`No Markdown writer for ${node.type} text`);
      }
    })
    .join('');
}

/** Text that Markdown reads as itself: the characters that may start markup inside a line are escaped, and line breaks folded. */
const escapeText = (value: string) => value.replace(/\s*\n\s*/g, ' ').replace(/[\\`*_[\]<>|~]|&(?=#?\w+;)/g, '\\$&');

/** What a line must not start with to stay a paragraph: a heading, quote, list item, rule or setext underline. */
const lineStart = (line: string) => line.replace(/^[#>+=-]/, '\\$&').replace(/^(\d+)([.)])/, '$1\\$2');

/** A link's URL as Markdown reads it whole: in angle brackets when it holds a space, a bracket or a parenthesis. */
const destination = (url: string) => (/[\s()<>]/.test(url) ? `<${url.replace(/[<>\s]/g, encodeURIComponent)}>` : url);

/** `` `a` `` for a, ``` `` a`b `` ``` when the code holds backticks. */
function codeSpan(value: string): string {
  const fence = '`'.repeat(longestBacktickRun(value) + 1);
  const pad = /^[`\s]|[`\s]$/.test(value) && value.trim() !== '' ? ' ' : '';
  return `${fence}${pad}${value.replace(/\n/g, ' ')}${pad}${fence}`;
}

/** The longest run of backticks in `value`, 0 for none (most code has none: the examples' JSON). */
function longestBacktickRun(value: string): number {
  let longest = 0;
  for (let at = value.indexOf('`'); at >= 0; at = value.indexOf('`', at)) {
    const start = at;
    while (value[at] === '`') at++;
    longest = Math.max(longest, at - start);
  }
  return longest;
}
