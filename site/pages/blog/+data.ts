import type { PageContextServer } from 'vike/types';
import { blogContext, summarize } from '../../components/blog/blogData.ts';
import type { PageData } from '../../components/layout/pageData.ts';
import { translator } from '../../i18n/i18n.tsx';

export async function data(pageContext: PageContextServer) {
  const { posts, sidebar } = await blogContext(pageContext.locale);
  const t = translator(pageContext.locale);
  return { title: t('blog.title'), description: t('blog.description'), sidebar, posts: posts.map(summarize) } satisfies PageData & Record<string, unknown>;
}
export type Data = Awaited<ReturnType<typeof data>>;
