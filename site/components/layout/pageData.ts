import type { TocEntry } from '../../content-pipeline/rehypeHeadings.ts';

/** A sidebar: optional sections of links (docs categories, API groups). */
export interface SidebarSection {
  label?: string;
  items: { label: string; path: string; method?: string; webhook?: boolean; deprecated?: boolean }[];
}

/** What every page's data hook returns besides its own content: the chrome reads these. */
export interface PageData {
  /** The page's title: "title | Build on Blockchain". */
  title?: string;
  description?: string;
  sidebar?: { label: 'docs' | 'api' | 'blog'; sections: SidebarSection[] };
  toc?: TocEntry[];
}
