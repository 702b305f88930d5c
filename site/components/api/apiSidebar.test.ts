import { describe, expect, it } from 'vitest';
import { sidebar } from '../../generated/sidebar.ts';
import { apiSidebar, type ApiLabels } from './apiSidebar.ts';
import { ownGroupLinks } from './operationLinks.ts';

const NONE: ApiLabels = { operations: {}, groups: {}, sections: {} };
const groupSections = (labels: ApiLabels, own = {}) => apiSidebar(labels, own).sections.filter((section) => section.anchor !== undefined);

describe('apiSidebar', () => {
  it('holds each group closed: its name and how many operations it has, not their links', () => {
    const groups = groupSections(NONE);
    expect(groups.map((section) => section.anchor)).toEqual(sidebar.map((group) => group.name));
    for (const [i, section] of groups.entries()) {
      expect(section.items).toEqual([]);
      expect(section.more?.count).toBe(sidebar[i]!.items.length);
    }
  });

  it("loads a group's links once opened, in sidebar order, in the reader's language", async () => {
    const group = sidebar.at(-1)!;
    const [first, ...rest] = group.items;
    const labels: ApiLabels = { operations: { [first!.slug]: 'Traduit' }, groups: { [group.name]: 'Groupe' }, sections: {} };
    const section = groupSections(labels).at(-1)!;
    expect(section.label).toBe('Groupe');
    const links = await section.more!.load();
    expect(links.map((link) => link.path)).toEqual(group.items.map((item) => `/api/${item.slug}`));
    expect(links.map((link) => link.label)).toEqual(['Traduit', ...rest.map((item) => item.summary)]);
    expect(links[0]!.method).toBe(first!.method);
  });

  it("on an operation's page, holds its group's links from the page data, and the others closed", () => {
    const group = sidebar[1]!;
    const own = { groupLinks: ownGroupLinks(group.items.at(-1)!.slug, NONE)! };
    expect(own.groupLinks.group).toBe(group.name);
    const groups = groupSections(NONE, own);
    const closed = groupSections(NONE);
    expect(groups[1]!.items.map((link) => link.path)).toEqual(group.items.map((item) => `/api/${item.slug}`));
    expect(groups[1]!.more).toBe(closed[1]!.more);
    for (const [i, section] of groups.entries()) if (i !== 1) expect(section).toBe(closed[i]);
  });

  it('is made once per set of labels', () => {
    expect(apiSidebar(NONE)).toBe(apiSidebar(NONE));
  });
});
