import type { PageContextServer } from 'vike/types';
import { loadContent } from '../../content-pipeline/loadContent.ts';
import type { PageData } from '../../components/layout/pageData.ts';

export async function data(pageContext: PageContextServer) {
  const { home } = (await loadContent())[pageContext.locale];
  return { home, description: home.tagline } satisfies PageData & Record<string, unknown>;
}
export type Data = Awaited<ReturnType<typeof data>>;
