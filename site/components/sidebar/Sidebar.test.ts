import { createElement } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LocaleProvider } from '../../i18n/i18n.tsx';
import type { Sidebar as SidebarData } from '../layout/pageData.ts';
import { markupOnce } from '../../prerender/markupOnce.ts';
import { Sidebar } from './Sidebar.tsx';

const render = (sidebar: SidebarData, activePath: string) =>
  renderToStaticMarkup(createElement(LocaleProvider, { locale: 'en', children: createElement(Sidebar, { sidebar, activePath }) }));
const link = (i: number) => ({ label: `Operation ${i}`, path: `/api/op-${i}` });
const group = (count: number, items = Array.from({ length: count }, (_, i) => link(i))): SidebarData => ({
  label: 'api',
  sections: [{ label: 'Users', anchor: 'Users', items, more: { count, load: async () => [] } }],
});

describe('Sidebar: an API group on one of its pages', () => {
  it('lists all of its links when the page carries them all', () => {
    const html = render(group(3), '/api/op-1');
    expect(html).toContain('<a href="/api/op-1" class="sidebar-link" aria-current="page">');
    expect(html).not.toContain('All operations of Users');
  });

  it('lists the links the page carries, then the way to the rest: its part of the overview', () => {
    const html = render(group(500, [link(40), link(41), link(42)]), '/api/op-41');
    expect(html.match(/class="sidebar-link"/g)).toHaveLength(4);
    expect(html).toContain('<a href="/api#group-users" class="sidebar-link">All operations of Users</a></details>');
  });
});

describe('Sidebar: headings of runs of groups', () => {
  it("shows a section's heading above its first group, given or in the reader's words", () => {
    const sidebar: SidebarData = {
      label: 'api',
      sections: [
        { heading: { label: 'Trading' }, label: 'Orders', anchor: 'Orders', items: [link(1)] },
        { label: 'Stakes', anchor: 'Stakes', items: [link(2)] },
        { heading: { labelKey: 'api.otherGroups' }, label: 'Misc', anchor: 'Misc', items: [link(3)] },
      ],
    };
    expect(render(sidebar, '/api/op-1').match(/<p class="sidebar-heading">[^<]*<\/p><details[^>]*><summary class="sidebar-category-label">[^<]*/g)).toEqual([
      '<p class="sidebar-heading">Trading</p><details class="sidebar-category" open=""><summary class="sidebar-category-label">Orders',
      '<p class="sidebar-heading">Other groups</p><details class="sidebar-category"><summary class="sidebar-category-label">Misc',
    ]);
  });
});

describe('Sidebar: the pre-rendering renders what every page of a locale shares once', () => {
  const sidebar: SidebarData = {
    label: 'api',
    sections: [
      { items: [{ labelKey: 'changelog.title', path: '/api/changelog' }] },
      { heading: { label: 'Trading' }, label: 'Orders', anchor: 'Orders', items: [], more: { count: 2, load: async () => [link(1), link(2)] } },
      { label: 'Stakes & bonds', anchor: 'Stakes', items: [link(3), link(4)], more: { count: 9, load: async () => [] } },
      { heading: { labelKey: 'api.otherGroups' }, label: 'Misc', anchor: 'Misc', items: [], more: { count: 1, load: async () => [] } },
    ],
  };
  const page = (locale: 'en' | 'he', activePath: string, once?: typeof markupOnce) =>
    renderToString(createElement(LocaleProvider, { locale, children: createElement(Sidebar, { sidebar, activePath, markupOnce: once }) }));

  it('writes what React writes of the whole sidebar, on every page and in every locale', () => {
    for (const locale of ['en', 'he'] as const) {
      for (const activePath of ['/api/op-3', '/api/changelog', '/api/op-4', '/docs/intro']) {
        expect(page(locale, activePath, markupOnce), `${locale} ${activePath}`).toBe(page(locale, activePath));
      }
    }
    expect(page('he', '/api/op-3', markupOnce)).toContain('href="/he/api#group-orders"');
  });

  it('renders a part once for the object and the string given with it', () => {
    const same = [{}, 'en'] as const;
    expect(markupOnce(createElement('p', null, 'first'), same)).toBe('<p>first</p>');
    expect(markupOnce(createElement('p', null, 'second'), same)).toBe('<p>first</p>');
    expect(markupOnce(createElement('p', null, 'second'), [same[0], 'he'])).toBe('<p>second</p>');
    expect(markupOnce(createElement('p', null, 'third'))).toBe('<p>third</p>');
  });
});
