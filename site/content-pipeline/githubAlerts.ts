import type { Element, ElementContent, Root } from 'hast';
import { visit } from 'unist-util-visit';
import type { AdmonitionKind } from './remarkDirectives.ts';

/** GitHub's alert markers and the admonition each reads as (the docs' kinds: remarkDirectives). */
const KINDS: Record<string, AdmonitionKind> = { note: 'note', tip: 'tip', important: 'info', warning: 'warning', caution: 'danger' };

/** The marker alone on a blockquote's first line, as GitHub reads it: `> [!NOTE]`. */
const MARKER = /^\[!(note|tip|important|warning|caution)\][ \t]*(?:\r?\n|$)/i;

/** Whether Markdown may hold a GitHub alert (a quick test before any tree is made). */
export const mayHoldAlert = (markdown: string) => /\[!(?:note|tip|important|warning|caution)\]/i.test(markdown);

/**
 * GitHub's alerts (`> [!NOTE]`, TIP, IMPORTANT, WARNING, CAUTION: a blockquote whose first line
 * is the marker alone) in a description's HTML tree, as the site's admonitions, written as the
 * docs' `:::note` are (remarkDirectives): a note with a heading in the reader's language
 * (`titles`; without them, for plain text, no heading). Specs written for GitHub use them
 * (GitHub's own: 216), which read as a quote starting "[!NOTE]" otherwise. Run on the sanitised
 * tree: the role and classes are the site's.
 */
export function githubAlerts(tree: Root, titles?: Record<AdmonitionKind, string>): void {
  visit(tree, 'element', (node: Element) => {
    if (node.tagName !== 'blockquote') return;
    const first = node.children.find((child): child is Element => child.type === 'element');
    const text = first?.tagName === 'p' ? first.children[0] : undefined;
    const marker = text?.type === 'text' ? MARKER.exec(text.value) : null;
    if (!first || !text || text.type !== 'text' || !marker) return;
    const kind = KINDS[marker[1]!.toLowerCase()]!;
    text.value = text.value.slice(marker[0].length);
    if (text.value === '') first.children.shift();
    const content = first.children.length ? node.children : node.children.filter((child) => child !== first);
    node.tagName = 'div';
    node.properties = { role: 'note', className: ['admonition', `admonition-${kind}`] };
    const body: Element = { type: 'element', tagName: 'div', properties: { className: ['admonition-content'] }, children: content as ElementContent[] };
    node.children = titles
      ? [{ type: 'element', tagName: 'p', properties: { className: ['admonition-heading'] }, children: [{ type: 'text', value: titles[kind] }] }, body]
      : [body];
  });
}
