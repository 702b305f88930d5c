import { useData } from 'vike-react/useData';
import { usePageContext } from 'vike-react/usePageContext';
import { ARTICLE_ATTRIBUTES } from '../../../components/api/article.ts';
import { PaginationNav } from '../../../components/common/PaginationNav.tsx';
import { TableOfContents } from '../../../components/content/TableOfContents.tsx';
import type { Data } from './+onBeforeRender.ts';
// The article's components render at build time only (renderOperationArticle): their styles come with the page.
import '../../../components/api/api.css';
import '../../../components/api/schema/SchemaViewer.css';
import '../../../components/content/Markdown.css';
import 'virtual:code-colours.css';

export default function Page() {
  const data = useData<Data>();
  const { article } = usePageContext();
  return (
    <div className="page-columns operation-columns">
      <article className="page-article operation">
        {/* React leaves static HTML as it is when hydrating (the same string, read back from the document: ARTICLE_SELECTOR). */}
        <div {...ARTICLE_ATTRIBUTES} dangerouslySetInnerHTML={{ __html: article ?? '' }} suppressHydrationWarning />
        <PaginationNav label="pagination.label" previous={data.previous} next={data.next} />
      </article>
      <TableOfContents toc={data.toc} />
    </div>
  );
}
