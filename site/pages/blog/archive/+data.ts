import type { PageContextServer } from 'vike/types';
import { blogContext } from '../../../components/blog/blogData.ts';
import type { PageData } from '../../../components/layout/pageData.ts';
import { translator } from '../../../i18n/i18n.tsx';

export async function data(pageContext: PageContextServer) {
  const { posts } = await blogContext(pageContext.locale);
  const t = translator(pageContext.locale);
  const years = new Map<string, { title: string; path: string; date: string }[]>();
  for (const post of posts) {
    const year = post.date.slice(0, 4);
    years.set(year, [...(years.get(year) ?? []), { title: post.title, path: post.path, date: post.date }]);
  }
  return { title: t('blog.archive'), description: t('blog.archiveDescription'), years: [...years] } satisfies PageData & Record<string, unknown>;
}
export type Data = Awaited<ReturnType<typeof data>>;
