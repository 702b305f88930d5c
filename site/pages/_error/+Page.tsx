import { usePageContext } from 'vike-react/usePageContext';
import { Link } from '../../components/common/Link.tsx';
import { useT } from '../../i18n/i18n.tsx';

/** Not found (any unknown path, in the path's locale) or a rendering error. */
export default function Page() {
  const { is404 } = usePageContext();
  const t = useT();
  return (
    <article className="page-article not-found">
      <h1 className="page-title">{is404 ? t('notFound.title') : t('error.crashed')}</h1>
      <p>{t('notFound.body')}</p>
      <p>{t('notFound.hint')}</p>
      <p>
        <Link to="/">{t('notFound.home')}</Link>
      </p>
    </article>
  );
}
