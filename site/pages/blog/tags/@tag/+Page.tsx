import { useData } from 'vike-react/useData';
import { PostList } from '../../../../components/blog/PostList.tsx';
import { Link } from '../../../../components/common/Link.tsx';
import { useT } from '../../../../i18n/i18n.tsx';
import type { Data } from './+data.ts';

export default function Page() {
  const { title, posts } = useData<Data>();
  const t = useT();
  return (
    <>
      <header className="page-article">
        <h1 className="page-title">{title}</h1>
        <p>
          <Link to="/blog/tags">{t('blog.allTags')}</Link>
        </p>
      </header>
      <PostList posts={posts} />
    </>
  );
}
