import GithubSlugger from 'github-slugger';
import type { Element, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import { visit } from 'unist-util-visit';
import { constants } from '../config/siteConfig.ts';

export interface TocEntry {
  depth: number;
  id: string;
  text: string;
}

/**
 * Gives every heading an id (GitHub's slugs, so links written by hand work) and a "#" anchor,
 * and collects the table of contents from the levels the description sets (2 to 3).
 */
export function rehypeHeadings({ toc }: { toc: TocEntry[] }) {
  const { minHeadingLevel, maxHeadingLevel } = constants.tableOfContents;
  return (tree: Root) => {
    const slugger = new GithubSlugger();
    visit(tree, 'element', (node: Element) => {
      const depth = /^h([1-6])$/.exec(node.tagName)?.[1];
      if (!depth) return;
      const text = toString(node);
      const id = slugger.slug(text);
      node.properties.id = id;
      node.children.push({
        type: 'element',
        tagName: 'a',
        properties: { href: `#${id}`, className: ['hash-link'], ariaLabel: `#${text}` },
        children: [{ type: 'text', value: '#' }],
      });
      if (Number(depth) >= minHeadingLevel && Number(depth) <= maxHeadingLevel) toc.push({ depth: Number(depth), id, text });
    });
  };
}
