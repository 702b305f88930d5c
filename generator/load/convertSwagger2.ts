import type { Document, UserContext } from '@redocly/openapi-core';
import type { OpenAPIV2, OpenAPIV3 } from 'openapi-types';
import { convertObj, S2OError } from 'swagger2openapi';
import { UserError, type Problem } from '../problems.ts';
import { locateProblem, relative } from './locateProblem.ts';
import { SOURCE_MARK } from './markSources.ts';

type Location = UserContext['location'];

/** Where swagger2openapi writes what it could not carry over losslessly (its `warnOnly` mode). */
const WARNING = 'x-s2o-warning';
const RULE = 'swagger2openapi';

/**
 * Converts a bundled Swagger 2.0 document to OpenAPI 3.0 as Redoc, Scalar and
 * docusaurus-openapi-docs do (issue 32). Says once that it did, and gives each of the converter's
 * warnings where its node is written: `marks` are the locations of the nodes {@link markSources}
 * marked in `root`'s files, whose marks this takes out of the result.
 */
export async function convertSwagger2(bundled: OpenAPIV2.Document, root: Document, marks: Location[]): Promise<{ document: OpenAPIV3.Document; warnings: Problem[] }> {
  const at = (location: Location | undefined, message: string): Problem =>
    locateProblem({ message, ruleId: RULE, severity: 'warn', suggest: [], location: [location ?? { source: root.source, pointer: '#/swagger' }] });
  const shown = relative(root.source.absoluteRef);
  let document: OpenAPIV3.Document;
  try {
    // `patch` mends what 2.0 tolerated and 3.0 does not (a path parameter not marked required);
    // `warnOnly` leaves what it cannot carry over on the node rather than stopping. `text` is
    // the source it would otherwise serialize again, for nothing we read.
    ({ openapi: document } = await convertObj(bundled, { patch: true, warnOnly: true, text: root.source.body }));
  } catch (error) {
    // What a lint-clean document can still fail on: names that collide once made safe for 3.0.
    if (!(error instanceof S2OError)) throw error;
    throw new UserError(`The spec ${shown} (Swagger 2.0) cannot be converted to OpenAPI 3.`, [{ ...at(undefined, error.message), severity: 'error' }]);
  }
  const warnings = [at(undefined, `Swagger 2.0, read as the OpenAPI 3.0 swagger2openapi converts it to. To use what 3.x adds, convert the source itself: \`npx swagger2openapi ${shown} -o openapi.yaml\`.`)];
  unmark(document, undefined, (location, message) => warnings.push(at(location, `Converting to OpenAPI 3.0: ${message}.`)), marks);
  return { document, warnings };
}

/** Takes every mark and warning out of the converted document, reporting each warning at its node's nearest marked ancestor. */
function unmark(node: unknown, nearest: Location | undefined, warn: (location: Location | undefined, message: string) => void, marks: Location[]): void {
  if (node === null || typeof node !== 'object') return;
  const record = node as Record<string, unknown>;
  const here = typeof record[SOURCE_MARK] === 'number' ? marks[record[SOURCE_MARK]] : nearest;
  delete record[SOURCE_MARK];
  if (typeof record[WARNING] === 'string') warn(here, record[WARNING]);
  delete record[WARNING];
  for (const value of Object.values(record)) unmark(value, here, warn, marks);
}
