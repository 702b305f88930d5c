import { siteConfig } from '../../config/siteConfig.ts';
import { useLocale, useT } from '../../i18n/i18n.tsx';
import { Link } from '../common/Link.tsx';
import type { PostSummary } from './blogData.ts';

/** Title, date, reading time and authors of a post. */
export function PostHeader({ post, linkTitle }: { post: PostSummary; linkTitle: boolean }) {
  const t = useT();
  const locale = useLocale();
  const { htmlLang, calendar } = siteConfig.locales[locale];
  const date = new Intl.DateTimeFormat(`${htmlLang}-u-ca-${calendar}`, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(post.date));
  const Heading = linkTitle ? 'h2' : 'h1';
  return (
    <header className="post-header">
      <Heading className="post-title">{linkTitle ? <Link to={post.path}>{post.title}</Link> : post.title}</Heading>
      <p className="post-meta">
        <time dateTime={post.date}>{date}</time> · {t('blog.readingTime', { count: post.readingMinutes })}
      </p>
      <ul className="post-authors">
        {post.authors.map((author) => (
          <li key={author.key}>
            <Link href={author.url} className="post-author-name">
              {author.name}
            </Link>
            <span className="post-author-title">{author.title}</span>
          </li>
        ))}
      </ul>
    </header>
  );
}

export function PostTags({ tags }: { tags: string[] }) {
  const t = useT();
  return (
    <p className="post-tags">
      <b>{t('blog.tagsLabel')}</b>{' '}
      {tags.map((tag) => (
        <Link key={tag} to={`/blog/tags/${tag}`} className="tag" rel="tag">
          {tag}
        </Link>
      ))}
    </p>
  );
}
