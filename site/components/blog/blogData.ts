import type { LocaleCode } from '../../config/schema.ts';
import { loadContent, type BlogPost } from '../../content-pipeline/loadContent.ts';
import { translator } from '../../i18n/i18n.tsx';
import type { Sidebar } from '../layout/pageData.ts';

/** A post as lists show it: everything but the full text. */
export type PostSummary = Omit<BlogPost, 'html' | 'toc' | 'source'>;

export const summarize = ({ html: _html, toc: _toc, source: _source, ...rest }: BlogPost): PostSummary => rest;

/** The blog's posts in a locale, newest first, with the "Recent posts" sidebar every blog page shows. */
export async function blogContext(locale: LocaleCode) {
  const { posts } = (await loadContent())[locale];
  const sidebar: Sidebar = {
    label: 'blog',
    sections: [{ label: translator(locale)('blog.recentPosts'), items: posts.map((p) => ({ label: p.title, path: p.path })) }],
  };
  return { posts, sidebar };
}
