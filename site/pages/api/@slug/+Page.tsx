import { useData } from 'vike-react/useData';
import { OperationView } from '../../../components/api/OperationView.tsx';
import { Link } from '../../../components/common/Link.tsx';
import { useT } from '../../../i18n/i18n.tsx';
import type { Data } from './+data.ts';

export default function Page() {
  const { page, descriptionHtml, previous, next } = useData<Data>();
  const t = useT();
  return (
    <article className="page-article operation">
      <OperationView page={page} descriptionHtml={descriptionHtml} />
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
  );
}
