import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { loadContent } from '../../content-pipeline/loadContent.ts';
import type { PageData } from '../../components/layout/pageData.ts';
import { docsSidebar } from '../../components/sidebar/docsSidebar.ts';

export async function data(pageContext: PageContextServer) {
  const { docs } = (await loadContent())[pageContext.locale];
  const index = docs.findIndex((doc) => doc.path === pageContext.urlPathname);
  if (index === -1) throw render(404);
  const doc = docs[index]!;
  const sections = docsSidebar(docs, pageContext.locale);
  const link = (d: (typeof docs)[number] | undefined) => (d ? { title: d.sidebarLabel, path: d.path } : null);
  return {
    title: doc.title,
    description: doc.description,
    toc: doc.toc,
    sidebar: { label: 'docs' as const, sections },
    doc: { title: doc.title, html: doc.html, fallback: doc.fallback },
    previous: link(docs[index - 1]),
    next: link(docs[index + 1]),
  } satisfies PageData & Record<string, unknown>;
}
export type Data = Awaited<ReturnType<typeof data>>;
