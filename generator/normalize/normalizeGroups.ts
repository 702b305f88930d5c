import type { OpenApiDocument } from '../load/index.ts';
import { readExternalDocs } from './externalDocs.ts';
import type { Group, Operation } from './model.ts';
import { text } from './text.ts';

type Loose = Record<string, unknown>;

/**
 * The sidebar's groups: one per tag that has operations, the declared tags first in the spec's
 * order, then those only operations name, in the order they are first named. A declared tag
 * without operations is a group too when it has a description: documents written for Redoc
 * keep prose in such tags (an introduction, authentication, pagination; 64 of APIs.guru's
 * documents), which Redoc shows among the groups and which would otherwise be lost. A tag's
 * `x-displayName` (Redoc's) is the group's label; its name stays what pages and translations
 * know it by. A document with Redoc's `x-tagGroups` (sections of tags: `{ name, tags }`) has its
 * groups in those sections' order, each under the first section listing it; the groups no
 * section lists come last, under none (Redoc hides them; a reference leaves no operation out).
 * An entry that is not a section (no name, no list of tags) is skipped: the loader has warned of
 * it, as of anything inside a declared extension that is not what Redocly expects.
 */
export function normalizeGroups(document: OpenApiDocument, operations: Pick<Operation, 'slug' | 'group'>[]): Group[] {
  const groups = new Map<string, Group>();
  for (const tag of (document.tags ?? []) as unknown as Loose[]) {
    const name = text(tag.name);
    if (name === undefined || groups.has(name)) continue;
    const label = text(tag['x-displayName'])?.trim();
    const description = text(tag.description);
    const externalDocs = readExternalDocs(tag.externalDocs);
    groups.set(name, { name, ...(label && label !== name ? { label } : {}), ...(description ? { description } : {}), ...(externalDocs ? { externalDocs } : {}), operations: [] });
  }
  for (const op of operations) {
    if (!groups.has(op.group)) groups.set(op.group, { name: op.group, operations: [] });
    groups.get(op.group)!.operations.push(op.slug);
  }
  const shown = (group: Group) => group.operations.length > 0 || group.description?.trim();
  const used = [...groups.values()].filter(shown);

  const sectioned: Group[] = [];
  for (const section of sections((document as Loose)['x-tagGroups'])) {
    for (const tag of section.tags) {
      const group = groups.get(tag);
      if (group && shown(group) && group.section === undefined) sectioned.push(Object.assign(group, { section: section.name }));
    }
  }
  return sectioned.length === 0 ? used : [...sectioned, ...used.filter((g) => g.section === undefined)];
}

/** The sections of an `x-tagGroups` value that are sections: a name and a list of tag names. */
function sections(raw: unknown): { name: string; tags: string[] }[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((entry: unknown) => {
    if (typeof entry !== 'object' || entry === null) return [];
    const name = text((entry as Loose).name)?.trim();
    const tags = (entry as Loose).tags;
    return name && Array.isArray(tags) ? [{ name, tags: tags.flatMap((tag) => text(tag) ?? []) }] : [];
  });
}
