import type { Paragraph, Parent, Root, RootContent } from 'mdast';
import type { ContainerDirective } from 'mdast-util-directive';
import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
import type { Translate } from '../i18n/i18n.tsx';
import { ContentError } from './frontMatter.ts';

export const ADMONITIONS = ['note', 'tip', 'info', 'warning', 'danger'] as const;
export type AdmonitionKind = (typeof ADMONITIONS)[number];

/** Each kind's default title in a locale's words (`t`: its translator). */
export const admonitionTitles = (t: Translate) => Object.fromEntries(ADMONITIONS.map((kind) => [kind, t(`admonition.${kind}`)])) as Record<AdmonitionKind, string>;

interface Options {
  file: string;
  /** The translated default title of each kind ("note", "tip", …). */
  admonitionTitles: Record<AdmonitionKind, string>;
}

/**
 * Turns the container directives of site/content/README.md into elements: `:::note[Title]`
 * admonitions become notes (<div role="note">), `::::tabs` with `:::tab[Label]` children become a tab list and
 * panels (all panels readable without JavaScript; the client enhances them into tabs).
 */
export function remarkDirectives({ file, admonitionTitles }: Options) {
  return (tree: Root) => {
    let tabGroup = 0;
    visit(tree, 'containerDirective', (node: ContainerDirective) => {
      const line = node.position?.start.line ?? 1;
      if ((ADMONITIONS as readonly string[]).includes(node.name)) {
        const kind = node.name as AdmonitionKind;
        const { label, rest } = splitLabel(node);
        node.data = { hName: 'div', hProperties: { role: 'note', className: ['admonition', `admonition-${kind}`] } };
        node.children = [
          element('p', { className: ['admonition-heading'] }, label ? label.children : [{ type: 'text', value: admonitionTitles[kind] }]),
          element('div', { className: ['admonition-content'] }, rest),
        ] as ContainerDirective['children'];
        return;
      }
      if (node.name === 'tabs') {
        const group = ++tabGroup;
        const tabs = node.children.filter((c): c is ContainerDirective => c.type === 'containerDirective' && c.name === 'tab');
        if (tabs.length === 0 || tabs.length !== node.children.length) throw new ContentError(file, line, '::::tabs may only contain :::tab[Label] blocks');
        const labels = tabs.map((tab) => {
          const { label } = splitLabel(tab);
          if (!label) throw new ContentError(file, tab.position?.start.line ?? line, ':::tab needs a label: :::tab[Label]');
          return toString(label);
        });
        node.data = { hName: 'div', hProperties: { className: ['tabs'], 'data-tabs': '' } };
        node.children = [
          element(
            'div',
            { role: 'tablist', className: ['tabs-list'] },
            labels.map((label, i) =>
              element(
                'button',
                { type: 'button', role: 'tab', id: `tab-${group}-${i}`, 'aria-controls': `panel-${group}-${i}`, 'aria-selected': i === 0 ? 'true' : 'false', tabIndex: i === 0 ? 0 : -1 },
                [{ type: 'text', value: label }],
              ),
            ),
          ),
          ...tabs.map((tab, i) =>
            element(
              'div',
              { role: 'tabpanel', id: `panel-${group}-${i}`, 'aria-labelledby': `tab-${group}-${i}`, className: ['tab-panel'], 'data-label': labels[i], ...(i === 0 ? { 'data-selected': '' } : {}) },
              splitLabel(tab).rest,
            ),
          ),
        ] as ContainerDirective['children'];
        return;
      }
      if (node.name !== 'tab') throw new ContentError(file, line, `unknown block ":::${node.name}" (use ${ADMONITIONS.join(', ')} or tabs)`);
    });
  };
}

function splitLabel(node: ContainerDirective): { label?: Paragraph; rest: RootContent[] } {
  const [first, ...rest] = node.children;
  if (first?.type === 'paragraph' && first.data?.directiveLabel) return { label: first, rest };
  return { rest: node.children };
}

/** An mdast node that remark-rehype turns into the element `tag`. */
function element(tag: string, properties: Record<string, unknown>, children: unknown[]): Parent {
  return { type: 'paragraph', data: { hName: tag, hProperties: properties as never }, children: children as Paragraph['children'] };
}
