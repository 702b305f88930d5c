import { schemaCount, sidebar } from '../../generated/sidebar.ts';
import { CHANGELOG_PATH } from '../changelog/changelogPath.ts';
import type { Sidebar, SidebarItem, SidebarSection } from '../layout/pageData.ts';
import { SCHEMAS_PATH } from './schemaIndexPath.ts';

/** Translated sidebar labels of a locale (only those translated): operation slug → summary, group → name. */
export interface ApiLabels {
  operations: Record<string, string>;
  groups: Record<string, string>;
}

const NO_LABELS: ApiLabels = { operations: {}, groups: {} };
const made = new WeakMap<ApiLabels, Sidebar>();

/**
 * The API sidebar: the reference's own pages first (the changelog), then the spec's groups in
 * spec order, each operation with its method badge, in the reader's language where the spec
 * text is translated (locales/<locale>/api.json), then the named schemas' pages by name (issue
 * 34; none when the spec names no schema). Made once per set of labels (a locale's, at
 * build time): every page has it, and a 2,000-operation spec's took 0.6 ms a page to make.
 * On a schema's page, its Schemas group holds `schemaLinks`, the links that page carries.
 */
export function apiSidebar(labels: ApiLabels = NO_LABELS, schemaLinks?: SidebarItem[]): Sidebar {
  let sidebar = made.get(labels);
  if (!sidebar) made.set(labels, (sidebar = makeApiSidebar(labels)));
  if (!schemaLinks) return sidebar;
  return { ...sidebar, sections: sidebar.sections.map((section) => (section === SCHEMAS ? { ...SCHEMAS, items: schemaLinks } : section)) };
}

const makeApiSidebar = (labels: ApiLabels): Sidebar => ({
  label: 'api',
  sections: [
    { items: [{ labelKey: 'changelog.title', path: CHANGELOG_PATH }] },
    ...sidebar.map((group) => ({
      label: labels.groups[group.name] ?? group.name,
      anchor: group.name,
      items: group.items.map((item) => ({
        label: labels.operations[item.slug] ?? item.summary,
        path: `/api/${item.slug}`,
        method: item.method,
        ...(item.kind === 'webhook' ? { webhook: true } : {}),
        ...(item.deprecated ? { deprecated: true } : {}),
      })),
    })),
    ...(schemaCount ? [SCHEMAS] : []),
  ],
});

/**
 * The Schemas group: its overview is the page listing them all. Its links are not in the
 * sidebar every page loads, as a closed group needs none of them: they are loaded when the
 * reader opens it (./schemaLinks.ts), and a schema's page carries those around its own.
 */
const SCHEMAS: SidebarSection = {
  labelKey: 'api.schemas',
  overview: { path: SCHEMAS_PATH, labelKey: 'sidebar.schemasOverview' },
  items: [],
  more: { count: schemaCount, load: () => import('./schemaLinks.ts').then((module) => module.schemaLinks) },
};

/** Every operation page in sidebar order, for previous/next links. */
export const apiOrder = sidebar.flatMap((group) => group.items);
