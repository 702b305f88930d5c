import { schemaCount, sidebarGroups } from '../../generated/sidebarGroups.ts';
import { CHANGELOG_PATH } from '../changelog/changelogPath.ts';
import type { PageData, Sidebar, SidebarSection } from '../layout/pageData.ts';
import { groupAnchor, startsSection } from './groupAnchor.ts';
import { SCHEMAS_PATH } from './schemaIndexPath.ts';

/**
 * The sidebar's translated labels in a locale (only those translated): operation slug → summary,
 * group name → label, `x-tagGroups` section name → name.
 */
export interface ApiLabels {
  operations: Record<string, string>;
  groups: Record<string, string>;
  sections: Record<string, string>;
}

/** The links an API page carries in its data for the group it is in (./operationLinks.ts, ./schemaLinks.ts). */
export type OwnLinks = Pick<PageData, 'groupLinks' | 'schemaLinks'>;

const NO_LABELS: ApiLabels = { operations: {}, groups: {}, sections: {} };
const made = new WeakMap<ApiLabels, Sidebar>();

/**
 * The API sidebar: the reference's own pages first (the changelog), then the spec's groups in
 * spec order, in the reader's language where the spec text is translated (locales/<locale>/api.json),
 * then the named schemas' pages by name (issue 34; none when the spec names no schema). Made once
 * per set of labels (a locale's, at build time): every page has it. No group holds its links,
 * which every page's JavaScript would then carry (140 KB gzip on an 11,000-operation spec): each
 * says how many it has and loads them once the reader opens it. An operation's or a schema's
 * page carries its own group's links (`own`), which that group holds there.
 */
export function apiSidebar(labels: ApiLabels = NO_LABELS, own: OwnLinks = {}): Sidebar {
  let sidebar = made.get(labels);
  if (!sidebar) made.set(labels, (sidebar = makeApiSidebar(labels)));
  const { groupLinks, schemaLinks } = own;
  if (!groupLinks && !schemaLinks) return sidebar;
  return {
    ...sidebar,
    sections: sidebar.sections.map((section) => {
      if (schemaLinks && section === SCHEMAS) return { ...section, items: schemaLinks };
      if (groupLinks && section.more && section.anchor === groupLinks.group) return { ...section, items: groupLinks.links };
      return section;
    }),
  };
}

const makeApiSidebar = (labels: ApiLabels): Sidebar => ({
  label: 'api',
  sections: [
    { items: [{ labelKey: 'changelog.title', path: CHANGELOG_PATH }] },
    ...sidebarGroups.map((group, index): SidebarSection => {
      const heading = startsSection(sidebarGroups, index) ? { heading: sectionHeading(group.section, labels) } : {};
      const label = labels.groups[group.name] ?? group.label ?? group.name;
      // A group of prose alone (a tag with a description and no operations): a link to it.
      if (group.count === 0) return { ...heading, items: [{ label, path: `/api#${groupAnchor(group.name)}` }] };
      return {
        ...heading,
        label,
        anchor: group.name,
        items: [],
        more: { count: group.count, load: () => import('./operationLinks.ts').then((module) => module.groupLinks(index, labels)) },
      };
    }),
    ...(schemaCount ? [SCHEMAS] : []),
  ],
});

/** The heading of an `x-tagGroups` section: its name, or "Other groups" for the groups after them that no section lists. */
const sectionHeading = (section: string | undefined, labels: ApiLabels): SidebarSection['heading'] =>
  section === undefined ? { labelKey: 'api.otherGroups' } : { label: labels.sections[section] ?? section };

/**
 * The Schemas group: its overview is the page listing them all. Its links are loaded when the
 * reader opens it (./schemaLinks.ts), and a schema's page carries those around its own.
 */
const SCHEMAS: SidebarSection = {
  labelKey: 'api.schemas',
  overview: { path: SCHEMAS_PATH, labelKey: 'sidebar.schemasOverview' },
  items: [],
  more: { count: schemaCount, load: () => import('./schemaLinks.ts').then((module) => module.schemaLinks) },
};
