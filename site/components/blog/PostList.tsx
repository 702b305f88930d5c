import { useT } from '../../i18n/i18n.tsx';
import { Link } from '../common/Link.tsx';
import { Markdown } from '../content/Markdown.tsx';
import type { PostSummary } from './blogData.ts';
import { PostHeader, PostTags } from './PostHeader.tsx';
import './blog.css';

/** Posts with their excerpts, as on the blog index and the tag pages. */
export function PostList({ posts }: { posts: PostSummary[] }) {
  const t = useT();
  return (
    <div className="post-list">
      {posts.map((post) => (
        <article key={post.slug} className="post" lang={post.fallback ? 'en' : undefined}>
          <PostHeader post={post} linkTitle />
          <Markdown html={post.excerptHtml} />
          <footer className="post-footer">
            <PostTags tags={post.tags} />
            {post.truncated && (
              <Link to={post.path} aria-label={t('blog.readMoreAbout', { title: post.title })}>
                <b>{t('blog.readMore')}</b>
              </Link>
            )}
          </footer>
        </article>
      ))}
    </div>
  );
}
