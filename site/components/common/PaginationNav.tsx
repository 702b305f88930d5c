import type { StringKey } from '../../i18n/catalogue.ts';
import { useT } from '../../i18n/i18n.tsx';
import { Link } from './Link.tsx';

interface Target {
  title: string;
  path: string;
}

interface Props {
  label: StringKey;
  previous: Target | null;
  next: Target | null;
  previousLabel?: StringKey;
  nextLabel?: StringKey;
}

/** Previous/next links at the foot of a page, along its sidebar's order (arrows mirror in RTL). */
export function PaginationNav({ label, previous, next, previousLabel = 'pagination.previous', nextLabel = 'pagination.next' }: Props) {
  const t = useT();
  return (
    <nav className="pagination-nav" aria-label={t(label)}>
      {previous && (
        <Link to={previous.path} className="pagination-previous" rel="prev">
          <span className="pagination-sublabel">
            <span className="reading-arrow">«</span> {t(previousLabel)}
          </span>
          {previous.title}
        </Link>
      )}
      {next && (
        <Link to={next.path} className="pagination-next" rel="next">
          <span className="pagination-sublabel">
            {t(nextLabel)} <span className="reading-arrow">»</span>
          </span>
          {next.title}
        </Link>
      )}
    </nav>
  );
}
