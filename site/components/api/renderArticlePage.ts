import type { PageContextServer } from 'vike/types';
import type { TocEntry } from '../../content-pipeline/rehypeHeadings.ts';
import type { PageData } from '../layout/pageData.ts';
import type { ApiLabels } from './apiSidebar.ts';

/** A page's neighbour in its sidebar's order: the article's previous or next link. */
export interface Neighbour {
  title: string;
  path: string;
}

/** What an API article's page says of itself, for its data. */
export interface ArticlePage<Item, Own> {
  title: string;
  /** Its first paragraph, whole, is the page's description (the head makes it plain text: site/pages/+Head.tsx). */
  description: string | undefined;
  /** The sidebar's labels in the page's locale. */
  labels: ApiLabels;
  toc: TocEntry[];
  /** The pages in sidebar order, the page's index there, and how to link to one of them. */
  order: readonly Item[];
  index: number;
  link: (item: Item) => Neighbour;
  /** What else the page's data holds. */
  own: Own;
}

/**
 * Environment: server. What the hook of an API article's page returns (an operation's,
 * site/pages/api/@slug, or a named schema's, site/pages/api/schemas/@slug), made once at build
 * time: its `data` is what the client needs (title, sidebar labels, table of contents,
 * neighbours, and the page's own); its `article` is static HTML, not in passToClient, so a page
 * does not carry its content twice (./article.ts). The page data fetched for a client-side
 * navigation (`index.pageContext.json`) has no article, and `renderArticle` is not called.
 */
export async function renderArticlePage<Item, Own extends object>(pageContext: PageContextServer, page: ArticlePage<Item, Own>, renderArticle: () => Promise<string>) {
  const { order, index, link } = page;
  const neighbour = (at: number) => (at >= 0 && at < order.length ? link(order[at]!) : null);
  const data = {
    title: page.title,
    description: page.description?.split(/\n\s*\n/)[0],
    sidebar: 'api' as const,
    apiLabels: page.labels,
    ...page.own,
    toc: page.toc,
    previous: neighbour(index - 1),
    next: neighbour(index + 1),
  } satisfies PageData & Record<string, unknown>;
  const article = pageContext.isClientSideNavigation ? undefined : await renderArticle();
  return { pageContext: { data, article } };
}
