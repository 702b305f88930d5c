import { useData } from 'vike-react/useData';
import { Link } from '../../../components/common/Link.tsx';
import { useT } from '../../../i18n/i18n.tsx';
import type { Data } from './+data.ts';
import '../../../components/blog/blog.css';

export default function Page() {
  const { years } = useData<Data>();
  const t = useT();
  return (
    <article className="page-article">
      <h1 className="page-title">{t('blog.archive')}</h1>
      <p>{t('blog.archiveDescription')}</p>
      {years.map(([year, posts]) => (
        <section key={year} className="archive-year">
          <h2>{year}</h2>
          <ul>
            {posts.map((post) => (
              <li key={post.path}>
                <Link to={post.path}>
                  <time dateTime={post.date}>{post.date}</time> — {post.title}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </article>
  );
}
