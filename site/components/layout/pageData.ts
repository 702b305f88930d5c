import type { TocEntry } from '../../content-pipeline/rehypeHeadings.ts';
import type { StringKey } from '../../i18n/catalogue.ts';
import type { ApiLabels } from '../api/apiSidebar.ts';

/** A sidebar link: its text given, or a key of the chrome's strings (a page of the site's own, such as the API's changelog). */
export type SidebarItem = { path: string; method?: string; webhook?: boolean; deprecated?: boolean } & ({ label: string; labelKey?: undefined } | { labelKey: StringKey; label?: undefined });

/** A sidebar: optional sections of links (docs categories, API groups). */
export interface SidebarSection {
  /** Its heading, given, or a key of the chrome's strings (the API's Schemas group); none for a list of links alone. */
  label?: string;
  labelKey?: StringKey;
  /**
   * A heading above it, starting a run of sections: an `x-tagGroups` section of the API's groups
   * (its name), or the groups no section lists (a key of the chrome's strings).
   */
  heading?: { label: string; labelKey?: undefined } | { labelKey: StringKey; label?: undefined };
  /** What the section's overview anchor is made from, when not its (translated) label. */
  anchor?: string;
  /** The page that lists the section's links, when not the API overview's part for it. */
  overview?: { path: string; labelKey: StringKey };
  /**
   * Links not in `items`, for groups too long for every page's JavaScript (GitHub's 969 schemas,
   * an 11,000-operation spec's operations):
   * how many there are, and how to load them all, which the sidebar does once the reader opens
   * the group. `items` then holds those the page carries in its data (on a schema's page, the
   * links around its own; on an operation's, its group's), or none.
   */
  more?: { count: number; load: () => Promise<SidebarItem[]> };
  items: SidebarItem[];
}

export interface Sidebar {
  label: 'docs' | 'api' | 'blog';
  sections: SidebarSection[];
}

/** What every page's data hook returns besides its own content: the chrome reads these. */
export interface PageData {
  /** The page's title: "title | Build on Blockchain". */
  title?: string;
  description?: string;
  /**
   * The page's sidebar. The API sidebar is the same on all 708 API pages, so those pages just
   * name it and the chrome imports it once, rather than carrying it in every page's data.
   */
  sidebar?: 'api' | Sidebar;
  /** With the API sidebar: its translated labels in the page's locale. */
  apiLabels?: ApiLabels;
  /** With the API sidebar, on a schema's page: the Schemas group's links around its own. */
  schemaLinks?: SidebarItem[];
  /**
   * With the API sidebar, on an operation's page: its group (by name, the sidebar's `anchor`) and
   * all its links, so that the group is open there without loading them (site/components/api/operationLinks.ts).
   */
  groupLinks?: { group: string; links: SidebarItem[] };
  toc?: TocEntry[];
}
