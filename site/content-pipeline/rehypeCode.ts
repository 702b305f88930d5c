import type { Element, ElementContent, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import { visit } from 'unist-util-visit';
import { highlight, parseLineRanges } from './highlight.ts';

interface Options {
  /** The copy button's accessible label, in the page's language. */
  copyLabel: string;
}

/**
 * Replaces each fenced code block with a highlighted one: an optional title bar
 * (```ts title="x.ts"), highlighted lines ({2,4-5}) and a copy button that the client enhances.
 */
export function rehypeCode({ copyLabel }: Options) {
  return async (tree: Root) => {
    const blocks: { parent: Element | Root; index: number; code: Element }[] = [];
    visit(tree, 'element', (node: Element, index, parent) => {
      const code = node.tagName === 'pre' ? node.children.find((c): c is Element => c.type === 'element' && c.tagName === 'code') : undefined;
      if (code && parent && index !== undefined) blocks.push({ parent: parent as Element | Root, index, code });
    });
    await Promise.all(
      blocks.map(async ({ parent, index, code }) => {
        const className = (code.properties.className as string[] | undefined) ?? [];
        const lang = className.find((c) => c.startsWith('language-'))?.slice('language-'.length) ?? 'text';
        const meta = String((code.data as { meta?: string } | undefined)?.meta ?? '');
        const title = /title="([^"]*)"/.exec(meta)?.[1];
        const pre = await highlight(toString(code).replace(/\n$/, ''), lang, parseLineRanges(meta));
        parent.children[index] = codeBlock(pre, lang, title, copyLabel);
      }),
    );
  };
}

/** A highlighted block: shiki's `<pre>` (HTML, stringified with allowDangerousHtml) in the site's frame. */
function codeBlock(pre: string, lang: string, title: string | undefined, copyLabel: string): Element {
  const children: ElementContent[] = [];
  if (title) children.push({ type: 'element', tagName: 'div', properties: { className: ['code-title'] }, children: [{ type: 'text', value: title }] });
  children.push({
    type: 'element',
    tagName: 'div',
    properties: { className: ['code-body'] },
    children: [
      { type: 'raw', value: pre },
      {
        type: 'element',
        tagName: 'button',
        properties: { type: 'button', className: ['copy-button'], dataCopy: '', ariaLabel: copyLabel, title: copyLabel },
        children: [],
      },
    ],
  });
  return { type: 'element', tagName: 'div', properties: { className: ['code-block'], dataLang: lang }, children };
}
