import { useT } from '../../i18n/i18n.tsx';

/**
 * The navbar's search slot. The search itself (a static index, loaded only when the box is
 * used) is issue 6; until then the box is a labelled field that searches nothing.
 */
export function SearchBox() {
  const t = useT();
  return (
    <div className="navbar-search" role="search">
      <input type="search" className="navbar-search-input" placeholder={t('search.placeholder')} aria-label={t('search.label')} disabled />
    </div>
  );
}
