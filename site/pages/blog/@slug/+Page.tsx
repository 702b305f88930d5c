import { useData } from 'vike-react/useData';
import { PostHeader, PostTags } from '../../../components/blog/PostHeader.tsx';
import { PaginationNav } from '../../../components/common/PaginationNav.tsx';
import { Markdown } from '../../../components/content/Markdown.tsx';
import { TableOfContents } from '../../../components/content/TableOfContents.tsx';
import type { Data } from './+data.ts';
import '../../../components/blog/blog.css';

export default function Page() {
  const { post, toc, newer, older } = useData<Data>();
  return (
    <div className="page-columns">
      <article className="page-article post" lang={post.fallback ? 'en' : undefined} data-pagefind-body="" data-pagefind-meta="group:blog">
        <PostHeader post={post} linkTitle={false} />
        <Markdown html={post.html} />
        <PostTags tags={post.tags} />
        <PaginationNav label="blog.postNavigation" previous={newer} next={older} previousLabel="blog.newerPost" nextLabel="blog.olderPost" />
      </article>
      <TableOfContents toc={toc} />
    </div>
  );
}
