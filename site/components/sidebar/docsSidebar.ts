import type { LocaleCode } from '../../config/schema.ts';
import type { Doc } from '../../content-pipeline/loadContent.ts';
import { translator } from '../../i18n/i18n.tsx';
import type { SidebarSection } from '../layout/pageData.ts';

const CATEGORY_LABELS = { 'tutorial-basics': 'sidebar.tutorialBasics', 'tutorial-extras': 'sidebar.tutorialExtras' } as const;

/** The docs sidebar: a section per category (in the locale's words), the uncategorised first and unlabelled, docs in sidebar order. */
export function docsSidebar(docs: readonly Doc[], locale: LocaleCode): SidebarSection[] {
  const t = translator(locale);
  const sections: SidebarSection[] = [];
  for (const d of docs) {
    const label = d.category ? t(CATEGORY_LABELS[d.category as keyof typeof CATEGORY_LABELS] ?? 'sidebar.docs') : undefined;
    let section = sections.find((s) => s.label === label);
    if (!section) sections.push((section = { ...(label ? { label } : {}), items: [] }));
    section.items.push({ label: d.sidebarLabel, path: d.path });
  }
  return sections;
}
