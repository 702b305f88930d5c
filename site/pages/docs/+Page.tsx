import { useData } from 'vike-react/useData';
import { PaginationNav } from '../../components/common/PaginationNav.tsx';
import { CopyPageButton } from '../../components/content/CopyPageButton.tsx';
import { Markdown } from '../../components/content/Markdown.tsx';
import { TableOfContents } from '../../components/content/TableOfContents.tsx';
import type { Data } from './+data.ts';

export default function Page() {
  const { doc, toc, previous, next } = useData<Data>();
  return (
    <div className="page-columns">
      <article className="page-article" lang={doc.fallback ? 'en' : undefined} data-pagefind-body="" data-pagefind-meta="group:docs">
        <CopyPageButton />
        <h1 className="page-title">{doc.title}</h1>
        <Markdown html={doc.html} />
        <PaginationNav label="pagination.label" previous={previous} next={next} />
      </article>
      <TableOfContents toc={toc} />
    </div>
  );
}
