import type { Nodes, Root } from 'hast';
import { boundedCache } from './boundedCache.ts';
import { githubAlerts, mayHoldAlert } from './githubAlerts.ts';
import { isPlain, markdownTree } from './renderDescription.ts';

/** About what search engines show of a description: cut at the word that ends before this. */
export const DESCRIPTION_LENGTH = 160;

/**
 * A description as the plain text of `<meta name="description">` and `og:description` (issue
 * 19): its Markdown and HTML read and dropped (`[x](…)` is `x`), white space folded, and cut at
 * the last word (as `locale`'s words go: Chinese has no spaces) that ends within `max`
 * characters, with an ellipsis.
 */
export function plainDescription(markdown: string, locale: string, max = DESCRIPTION_LENGTH): string {
  const text = plainText(markdown);
  if (text.length <= max) return text;
  let end = 0;
  for (const { index, segment } of wordSegmenter(locale).segment(text)) {
    if (index + segment.length > max - 1) break;
    end = index + segment.length;
  }
  return `${text.slice(0, end || max - 1).replace(/[\s,;:.、，。；：-]+$/u, '')}…`;
}

/** Each locale's word segmenter, made once: making one reads ICU's data (~0.5 % of pre-rendering when one was made for each description). */
const segmenters = new Map<string, Intl.Segmenter>();

function wordSegmenter(locale: string): Intl.Segmenter {
  let segmenter = segmenters.get(locale);
  if (!segmenter) segmenters.set(locale, (segmenter = new Intl.Segmenter(locale, { granularity: 'word' })));
  return segmenter;
}

// A page's three locales share its description unless it is translated (~5 % of an API page's
// pre-rendering went to reading it again).
const texts = boundedCache<string>(500);

function plainText(markdown: string): string {
  let text = texts.get(markdown);
  if (text === undefined) {
    // Through the sanitised HTML, so that the spec's raw HTML is read as HTML (and <script>'s text dropped).
    text = (isPlain(markdown) ? markdown : textOf(readTree(markdown))).replace(/\s+/g, ' ').trim();
    texts.set(markdown, text);
  }
  return text;
}

/** The description's sanitised tree, a GitHub alert read as its content (without its `[!NOTE]` marker). */
function readTree(markdown: string): Root {
  const tree = markdownTree(markdown);
  if (mayHoldAlert(markdown)) githubAlerts(tree);
  return tree;
}

/** Elements within a line of text: any other (a paragraph, a list item, a cell, `<br>`) separates words. */
const PHRASING = new Set(['a', 'abbr', 'b', 'bdi', 'bdo', 'cite', 'code', 'data', 'del', 'dfn', 'em', 'i', 'ins', 'kbd', 'mark', 'q', 's', 'samp', 'small', 'span', 'strong', 'sub', 'sup', 'time', 'u', 'var']);

function textOf(node: Nodes): string {
  if (node.type === 'text') return node.value;
  if (node.type !== 'root' && node.type !== 'element') return '';
  const inner = node.children.map(textOf).join('');
  return node.type === 'element' && !PHRASING.has(node.tagName) ? ` ${inner} ` : inner;
}
