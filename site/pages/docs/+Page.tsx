import { useData } from 'vike-react/useData';
import { Link } from '../../components/common/Link.tsx';
import { Markdown } from '../../components/content/Markdown.tsx';
import { TableOfContents } from '../../components/content/TableOfContents.tsx';
import { useT } from '../../i18n/i18n.tsx';
import type { Data } from './+data.ts';

export default function Page() {
  const { doc, toc, previous, next } = useData<Data>();
  const t = useT();
  return (
    <div className="page-columns">
      <article className="page-article" lang={doc.fallback ? 'en' : undefined}>
        <h1 className="page-title">{doc.title}</h1>
        <Markdown html={doc.html} />
        <nav className="pagination-nav" aria-label={t('pagination.label')}>
          {previous && (
            <Link to={previous.path} className="pagination-previous" rel="prev">
              <span className="pagination-sublabel">
                <span className="pagination-arrow">«</span> {t('pagination.previous')}
              </span>
              {previous.title}
            </Link>
          )}
          {next && (
            <Link to={next.path} className="pagination-next" rel="next">
              <span className="pagination-sublabel">
                {t('pagination.next')} <span className="pagination-arrow">»</span>
              </span>
              {next.title}
            </Link>
          )}
        </nav>
      </article>
      <TableOfContents toc={toc} />
    </div>
  );
}
