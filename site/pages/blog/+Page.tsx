import { useData } from 'vike-react/useData';
import { PostList } from '../../components/blog/PostList.tsx';
import { useT } from '../../i18n/i18n.tsx';
import type { Data } from './+data.ts';

export default function Page() {
  const { posts } = useData<Data>();
  const t = useT();
  return (
    <>
      <h1 className="visually-hidden">{t('blog.title')}</h1>
      <PostList posts={posts} />
    </>
  );
}
