import type { Operation, SchemaNode, SchemaUse, SchemaUser } from '../normalize/model.ts';
import { reachableSchemas } from '../normalize/schemaTable.ts';

/**
 * For each schema table key, the operations whose references reach it at any depth and where:
 * parameters and request body, responses (headers included), callbacks. In the order of
 * `operations` (the sidebar's): the "Used by" of a named schema's page (issue 34), which answers
 * "which operations return a Room" for a list of rooms too.
 */
export function schemaUsers(operations: readonly Operation[], table: ReadonlyMap<string, SchemaNode>): Map<string, SchemaUser[]> {
  const users = new Map<string, SchemaUser[]>();
  for (const operation of operations) {
    const places: [SchemaUse, unknown][] = [
      ['request', [operation.parameters, operation.requestBody]],
      ['response', operation.responses],
      ['callback', operation.callbacks],
    ];
    const uses = new Map<string, SchemaUse[]>();
    for (const [use, roots] of places) {
      for (const key of Object.keys(reachableSchemas(roots, table))) uses.set(key, [...(uses.get(key) ?? []), use]);
    }
    for (const [key, where] of uses) {
      if (!users.has(key)) users.set(key, []);
      users.get(key)!.push({ slug: operation.slug, in: where });
    }
  }
  return users;
}
