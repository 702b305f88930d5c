import type { Element, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import { visit } from 'unist-util-visit';

/** Link text that is a site path or a URL (`/docs/intro`, `https://example.com/a`): one word, read left to right. */
const PATH_OR_URL = /^(?:\/|[a-z][a-z0-9+.-]*:\/\/)\S*$/i;

/**
 * Marks `dir="ltr"` on a link whose text is a path or a URL, which the browser then isolates from
 * the sentence: in a right-to-left page, `[/docs/intro](/docs/intro)` would read `docs/intro/`,
 * its slash, a neutral character, taking the paragraph's direction. Any other link text keeps the
 * page's direction (a Hebrew link that starts with an English word still reads right to left).
 * Code, in a link or not, is isolated by the stylesheet (site/styles/global.css). The docs'
 * Markdown (./compileMarkdown.ts) and the spec's descriptions (./renderDescription.ts) both go
 * through it.
 */
export function rehypeLinkDirection() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element) => {
      if (node.tagName === 'a' && PATH_OR_URL.test(toString(node))) node.properties.dir = 'ltr';
    });
  };
}
