import type { BlockContent, Code, Heading, List, ListItem, Paragraph, PhrasingContent, Root, RootContent } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkStringify from 'remark-stringify';
import { unified } from 'unified';
import { boundedCache } from '../../../content-pipeline/boundedCache.ts';

/**
 * Small builders of Markdown's syntax tree (mdast), and its serialisation by remark: the page
 * Markdown is made as a tree, never as strings to escape by hand.
 */
const processor = unified().use(remarkParse).use(remarkGfm).use(remarkStringify, { bullet: '-', fences: true, rule: '-' });

export const text = (value: string): PhrasingContent => ({ type: 'text', value });
export const code = (value: string): PhrasingContent => ({ type: 'inlineCode', value });
export const strong = (value: string): PhrasingContent => ({ type: 'strong', children: [text(value)] });
export const paragraph = (...children: PhrasingContent[]): Paragraph => ({ type: 'paragraph', children });
export const heading = (depth: 1 | 2 | 3 | 4, value: string): Heading => ({ type: 'heading', depth, children: [text(value)] });
export const codeBlock = (value: string, lang: string): Code => ({ type: 'code', lang, value });
export const listItem = (...children: BlockContent[]): ListItem => ({ type: 'listItem', spread: false, children });
export const list = (items: ListItem[]): List => ({ type: 'list', ordered: false, spread: false, children: items });

/** Words joined by `separator`: `a, b, c` as phrasing. */
export function joined(parts: PhrasingContent[][], separator: string): PhrasingContent[] {
  return parts.flatMap((part, i) => (i === 0 ? part : [text(separator), ...part]));
}

const parsed = boundedCache<RootContent[]>(2000);

/** The spec's Markdown (GitHub's flavour, as the page reads it) as blocks to put in a tree. */
export function markdownBlocks(markdown: string | undefined): RootContent[] {
  if (!markdown?.trim()) return [];
  let blocks = parsed.get(markdown);
  if (!blocks) parsed.set(markdown, (blocks = processor.parse(markdown).children));
  return structuredClone(blocks); // The serialiser may annotate nodes; each tree gets its own.
}

export const stringify = (children: RootContent[]): string => processor.stringify({ type: 'root', children } satisfies Root);
