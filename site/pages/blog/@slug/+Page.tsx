import { useData } from 'vike-react/useData';
import { PostHeader, PostTags } from '../../../components/blog/PostHeader.tsx';
import { Link } from '../../../components/common/Link.tsx';
import { Markdown } from '../../../components/content/Markdown.tsx';
import { TableOfContents } from '../../../components/content/TableOfContents.tsx';
import { useT } from '../../../i18n/i18n.tsx';
import type { Data } from './+data.ts';
import '../../../components/blog/blog.css';

export default function Page() {
  const { post, toc, newer, older } = useData<Data>();
  const t = useT();
  return (
    <div className="page-columns">
      <article className="page-article post" lang={post.fallback ? 'en' : undefined}>
        <PostHeader post={post} linkTitle={false} />
        <Markdown html={post.html} />
        <PostTags tags={post.tags} />
        <nav className="pagination-nav" aria-label={t('blog.postNavigation')}>
          {newer && (
            <Link to={newer.path} className="pagination-previous" rel="prev">
              <span className="pagination-sublabel">
                <span className="pagination-arrow">«</span> {t('blog.newerPost')}
              </span>
              {newer.title}
            </Link>
          )}
          {older && (
            <Link to={older.path} className="pagination-next" rel="next">
              <span className="pagination-sublabel">
                {t('blog.olderPost')} <span className="pagination-arrow">»</span>
              </span>
              {older.title}
            </Link>
          )}
        </nav>
      </article>
      <TableOfContents toc={toc} />
    </div>
  );
}
