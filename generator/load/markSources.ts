import { BaseResolver, normalizeTypes, normalizeVisitors, Oas2Types, resolveDocument, walkDocument, type Document, type UserContext } from '@redocly/openapi-core';

type Location = UserContext['location'];

/**
 * The extension by which a node carries where it was written through swagger2openapi, which
 * clones the whole document (so no object identity survives) but keeps every `x-` property. Its
 * value is an index into the locations {@link markSources} returns.
 */
export const SOURCE_MARK = 'x-bob-source';

/**
 * The nodes on which swagger2openapi leaves its warnings, and those a change found by `npm run
 * diff` is in (a node without a mark is placed at its nearest marked ancestor).
 */
const MARKED = ['PathItem', 'Operation', 'Parameter', 'Response', 'Header', 'Schema'] as const;

/**
 * Marks the path items, operations, parameters, responses, headers and schemas of a Swagger 2.0 document where they
 * are written (in whichever file), before it is bundled: bundling moves them, in place, into the
 * root, marks and all. Returns the location of each mark.
 */
export async function markSources(root: Document, resolver: BaseResolver): Promise<Location[]> {
  const types = normalizeTypes(Oas2Types);
  const locations: Location[] = [];
  const mark = {
    enter(node: Record<string, unknown>, { location }: UserContext) {
      // A node reached through several $refs is one node, written once.
      node[SOURCE_MARK] ??= locations.push(location) - 1;
    },
  };
  walkDocument({
    document: root,
    rootType: types.Root!,
    normalizedVisitors: normalizeVisitors([{ severity: 'warn', ruleId: 'source-mark', visitor: Object.fromEntries(MARKED.map((type) => [type, mark])) }], types),
    resolvedRefMap: await resolveDocument({ rootDocument: root, externalRefResolver: resolver, rootType: types.Root! }),
    ctx: { problems: [], specVersion: 'oas2', visitorsData: {} },
  });
  return locations;
}
