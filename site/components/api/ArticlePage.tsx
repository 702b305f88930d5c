import { usePageContext } from 'vike-react/usePageContext';
import type { TocEntry } from '../../content-pipeline/rehypeHeadings.ts';
import { PaginationNav } from '../common/PaginationNav.tsx';
import { TableOfContents } from '../content/TableOfContents.tsx';
import { ARTICLE_ATTRIBUTES } from './article.ts';

type Neighbour = { title: string; path: string } | null;

/**
 * An article page (an operation's, a named schema's): its static article (article.ts), made at
 * build time and never in the page's data, with links to its neighbours and its table of contents.
 * `columns` names the columns' own layout (an operation's samples beside it from 1280 px, api.css).
 */
export function ArticlePage({ className, columns, previous, next, toc }: { className: string; columns?: string; previous: Neighbour; next: Neighbour; toc: TocEntry[] }) {
  const { article } = usePageContext();
  return (
    <div className={columns ? `page-columns ${columns}` : 'page-columns'}>
      <article className={`page-article ${className}`}>
        {/* React leaves static HTML as it is when hydrating (the same string, read back from the document: ARTICLE_SELECTOR). */}
        <div {...ARTICLE_ATTRIBUTES} dangerouslySetInnerHTML={{ __html: article ?? '' }} suppressHydrationWarning />
        <PaginationNav label="pagination.label" previous={previous} next={next} />
      </article>
      <TableOfContents toc={toc} />
    </div>
  );
}
