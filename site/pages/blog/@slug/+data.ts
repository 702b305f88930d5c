import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { blogContext, summarize } from '../../../components/blog/blogData.ts';
import type { PageData } from '../../../components/layout/pageData.ts';

export async function data(pageContext: PageContextServer) {
  const { posts, sidebar } = await blogContext(pageContext.locale);
  const index = posts.findIndex((p) => p.slug === pageContext.routeParams.slug);
  if (index === -1) throw render(404);
  const post = posts[index]!;
  const link = (p: (typeof posts)[number] | undefined) => (p ? { title: p.title, path: p.path } : null);
  return {
    title: post.title,
    description: post.description,
    toc: post.toc,
    sidebar,
    post: { ...summarize(post), html: post.html, excerptHtml: '' },
    newer: link(posts[index - 1]),
    older: link(posts[index + 1]),
  } satisfies PageData & Record<string, unknown>;
}
export type Data = Awaited<ReturnType<typeof data>>;
