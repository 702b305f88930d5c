import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { loadContent } from '../../content-pipeline/loadContent.ts';
import { translator } from '../../i18n/i18n.tsx';
import type { PageData, SidebarSection } from '../../components/layout/pageData.ts';

const CATEGORY_LABELS = { 'tutorial-basics': 'sidebar.tutorialBasics', 'tutorial-extras': 'sidebar.tutorialExtras' } as const;

export async function data(pageContext: PageContextServer) {
  const { docs } = (await loadContent())[pageContext.locale];
  const index = docs.findIndex((doc) => doc.path === pageContext.urlPathname);
  if (index === -1) throw render(404);
  const doc = docs[index]!;
  const t = translator(pageContext.locale);
  const sections: SidebarSection[] = [];
  for (const d of docs) {
    const label = d.category ? t(CATEGORY_LABELS[d.category as keyof typeof CATEGORY_LABELS] ?? 'sidebar.docs') : undefined;
    let section = sections.find((s) => s.label === label);
    if (!section) sections.push((section = { ...(label ? { label } : {}), items: [] }));
    section.items.push({ label: d.sidebarLabel, path: d.path });
  }
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
