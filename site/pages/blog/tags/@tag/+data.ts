import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { blogContext, summarize } from '../../../../components/blog/blogData.ts';
import type { PageData } from '../../../../components/layout/pageData.ts';
import { BLOG_TAGS } from '../../../../content-pipeline/frontMatter.ts';
import { translator } from '../../../../i18n/i18n.tsx';

export async function data(pageContext: PageContextServer) {
  const tag = pageContext.routeParams.tag!;
  if (!(BLOG_TAGS as readonly string[]).includes(tag)) throw render(404);
  const { posts, sidebar } = await blogContext(pageContext.locale);
  const tagged = posts.filter((p) => p.tags.includes(tag));
  const title = translator(pageContext.locale)('blog.taggedWith', { count: tagged.length, tag });
  return { title, sidebar, tag, posts: tagged.map(summarize) } satisfies PageData & Record<string, unknown>;
}
export type Data = Awaited<ReturnType<typeof data>>;
