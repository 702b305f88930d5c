import { useData } from 'vike-react/useData';
import { Link } from '../../../components/common/Link.tsx';
import { useT } from '../../../i18n/i18n.tsx';
import type { Data } from './+data.ts';
import '../../../components/blog/blog.css';

export default function Page() {
  const { tags } = useData<Data>();
  const t = useT();
  return (
    <article className="page-article">
      <h1 className="page-title">{t('blog.tags')}</h1>
      <ul className="tag-list">
        {tags.map(({ tag, count }) => (
          <li key={tag}>
            <Link to={`/blog/tags/${tag}`} className="tag" rel="tag">
              {tag} <span aria-hidden="true">({count})</span>
              <span className="visually-hidden">{t('blog.taggedWith', { count, tag })}</span>
            </Link>
          </li>
        ))}
      </ul>
    </article>
  );
}
