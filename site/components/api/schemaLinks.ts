import { schemaSidebar } from '../../generated/schemaSidebar.ts';
import type { SidebarItem } from '../layout/pageData.ts';
import { linksAround } from './linksAround.ts';
import { schemaPath } from './schemaPath.ts';

/**
 * The sidebar's Schemas group: every named schema's page, by name (issue 34). Schema names are
 * code, never translated, so one list for every locale. A page's JavaScript loads it only when
 * the reader opens the group (./apiSidebar.ts).
 */
export const schemaLinks: SidebarItem[] = schemaSidebar.map((item) => ({ label: item.name, path: schemaPath(item.name)!, ...(item.deprecated ? { deprecated: true } : {}) }));

/** Each schema's place in the group, by slug, made once: every schema's page looks its own up (Graph's 2,599, in each locale). */
let places: Map<string, number> | undefined;

/** The place of the schema `slug` in the group (and in the generated schemaSidebar), -1 for none. */
export const schemaIndex = (slug: string): number => (places ??= new Map(schemaSidebar.map((item, i) => [item.slug, i]))).get(slug) ?? -1;

/** How many links a schema's page shows either side of its own in the group. */
const AROUND = 10;

/**
 * The links a schema's page carries in its data for the group, open there: its own and those
 * around it, all of them when they are few. All of GitHub's 969 would be 128 KB of links in each
 * schema page, and 8.4 KB gzip of every page's JavaScript if the pages' code held their names.
 */
export function schemaLinksAround(slug: string): readonly SidebarItem[] {
  return linksAround(schemaLinks, schemaIndex(slug), AROUND);
}
