import { describe, expect, it, vi } from 'vitest';
import type { PageContextServer } from 'vike/types';
import { renderArticlePage } from './renderArticlePage.ts';

const order = ['a', 'b', 'c'];
const page = (index: number) => ({
  title: 'B',
  description: 'First paragraph\nstill the first.\n\nSecond paragraph.',
  labels: { operations: {}, groups: {}, sections: {} },
  toc: [{ depth: 2, id: 'x', text: 'X' }],
  order,
  index,
  link: (item: string) => ({ title: item.toUpperCase(), path: `/api/${item}` }),
  own: { extra: 1 },
});
const context = (isClientSideNavigation: boolean) => ({ isClientSideNavigation }) as PageContextServer;

describe('renderArticlePage', () => {
  it("gives an API article's page its data, with its first paragraph, its neighbours and its own, and its article", async () => {
    const { pageContext } = await renderArticlePage(context(false), page(1), async () => '<p>article</p>');
    expect(pageContext).toEqual({
      data: { title: 'B', description: 'First paragraph\nstill the first.', sidebar: 'api', apiLabels: { operations: {}, groups: {}, sections: {} }, extra: 1, toc: [{ depth: 2, id: 'x', text: 'X' }], previous: { title: 'A', path: '/api/a' }, next: { title: 'C', path: '/api/c' } },
      article: '<p>article</p>',
    });
  });

  it('gives the first and the last page no neighbour on that side', async () => {
    const first = await renderArticlePage(context(false), page(0), async () => '');
    const last = await renderArticlePage(context(false), page(2), async () => '');
    expect([first.pageContext.data.previous, first.pageContext.data.next]).toEqual([null, { title: 'B', path: '/api/b' }]);
    expect([last.pageContext.data.previous, last.pageContext.data.next]).toEqual([{ title: 'B', path: '/api/b' }, null]);
  });

  it('renders no article for the data of a client-side navigation', async () => {
    const renderArticle = vi.fn(async () => '<p>article</p>');
    const { pageContext } = await renderArticlePage(context(true), page(1), renderArticle);
    expect(pageContext.article).toBeUndefined();
    expect(renderArticle).not.toHaveBeenCalled();
  });
});
