import type { PageContextServer } from 'vike/types';
import { loadContent } from '../../content-pipeline/loadContent.ts';
import type { PageData } from '../../components/layout/pageData.ts';

export async function data(pageContext: PageContextServer) {
  const { markdownPage } = (await loadContent())[pageContext.locale];
  return { title: markdownPage.title, description: markdownPage.description, page: markdownPage } satisfies PageData & Record<string, unknown>;
}
export type Data = Awaited<ReturnType<typeof data>>;
