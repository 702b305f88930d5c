import type { PageContextServer } from 'vike/types';
import { blogContext } from '../../../components/blog/blogData.ts';
import type { PageData } from '../../../components/layout/pageData.ts';
import { BLOG_TAGS } from '../../../content-pipeline/frontMatter.ts';
import { translator } from '../../../i18n/i18n.tsx';

export async function data(pageContext: PageContextServer) {
  const { posts, sidebar } = await blogContext(pageContext.locale);
  const tags = BLOG_TAGS.map((tag) => ({ tag, count: posts.filter((p) => p.tags.includes(tag)).length }));
  return { title: translator(pageContext.locale)('blog.tags'), sidebar, tags } satisfies PageData & Record<string, unknown>;
}
export type Data = Awaited<ReturnType<typeof data>>;
