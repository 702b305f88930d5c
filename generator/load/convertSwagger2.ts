import { getLineColLocation, type Document, type UserContext } from '@redocly/openapi-core';
import type { OpenAPIV2, OpenAPIV3 } from 'openapi-types';
import { escapeSegment } from '../normalize/dereference.ts';
import { UserError, type Problem } from '../problems.ts';
import { locateProblem, relative } from './locateProblem.ts';
import { SOURCE_MARK } from './markSources.ts';

type Location = UserContext['location'];
/** A place in a file as Redocly's problems give it (a Location, or one we make for the root). */
type Place = Pick<Location, 'source' | 'pointer'>;

/** Where a node of a converted document was written: its file (absolute), and line and column when known. */
export interface SourcePlace {
  file: string;
  line?: number;
  col?: number;
}

/** Where swagger2openapi writes what it could not carry over losslessly (its `warnOnly` mode). */
const WARNING = 'x-s2o-warning';
const RULE = 'swagger2openapi';

/**
 * Converts a bundled Swagger 2.0 document to OpenAPI 3.0 as Redoc, Scalar and
 * docusaurus-openapi-docs do (issue 32). Says once that it did, and gives each of the converter's
 * warnings where its node is written: `marks` are the locations of the nodes {@link markSources}
 * marked in `root`'s files, whose marks this takes out of the result. `sourceOf` tells, for a
 * pointer into the result, where its node (or its nearest marked ancestor) was written.
 */
export async function convertSwagger2(
  bundled: OpenAPIV2.Document,
  root: Document,
  marks: Location[],
): Promise<{ document: OpenAPIV3.Document; warnings: Problem[]; sourceOf: (pointer: string) => SourcePlace }> {
  const rootLocation: Place = { source: root.source, pointer: '#/swagger' };
  const at = (location: Place, message: string): Problem => locateProblem({ message, ruleId: RULE, severity: 'warn', suggest: [], location: [location] });
  const shown = relative(root.source.absoluteRef);
  // Loaded here, for Swagger 2.0 documents alone: with what it imports, ~60 ms of every other
  // generator run (the build's, on a one-description rebuild, issue 35).
  const { convertObj, S2OError } = await import('swagger2openapi');
  let document: OpenAPIV3.Document;
  try {
    // `patch` mends what 2.0 tolerated and 3.0 does not (a path parameter not marked required);
    // `warnOnly` leaves what it cannot carry over on the node rather than stopping. `text` is
    // the source it would otherwise serialize again, for nothing we read.
    ({ openapi: document } = await convertObj(bundled, { patch: true, warnOnly: true, text: root.source.body }));
  } catch (error) {
    // What a lint-clean document can still fail on: names that collide once made safe for 3.0.
    if (!(error instanceof S2OError)) throw error;
    throw new UserError(`The spec ${shown} (Swagger 2.0) cannot be converted to OpenAPI 3.`, [{ ...at(rootLocation, error.message), severity: 'error' }]);
  }
  const warnings = [at(rootLocation, `Swagger 2.0, read as the OpenAPI 3.0 swagger2openapi converts it to. To use what 3.x adds, convert the source itself: \`npx swagger2openapi ${shown} -o openapi.yaml\`.`)];
  const marked = new Map<string, Location>();
  unmark(document, '#', (pointer, mark) => {
    const location = marks[mark];
    if (location) marked.set(pointer, location);
  }, (pointer, warning) => warnings.push(at(nearest(pointer) ?? rootLocation, `Converting to OpenAPI 3.0: ${warning}.`)));
  function nearest(pointer: string): Location | undefined {
    for (let p = pointer; p.includes('/'); p = p.slice(0, p.lastIndexOf('/'))) {
      const location = marked.get(p);
      if (location) return location;
    }
    return undefined;
  }
  const sourceOf = (pointer: string): SourcePlace => {
    const location = nearest(pointer);
    return location ? { file: location.source.absoluteRef, ...getLineColLocation(location).start } : { file: root.source.absoluteRef };
  };
  return { document, warnings, sourceOf };
}

/**
 * Takes every mark and warning out of the converted document, telling of each by the pointer
 * to its node (a node's mark before the warnings within it, so that each warning has its place).
 */
function unmark(node: unknown, pointer: string, onMark: (pointer: string, mark: number) => void, onWarning: (pointer: string, warning: string) => void): void {
  if (node === null || typeof node !== 'object') return;
  const record = node as Record<string, unknown>;
  if (typeof record[SOURCE_MARK] === 'number') onMark(pointer, record[SOURCE_MARK]);
  delete record[SOURCE_MARK];
  if (typeof record[WARNING] === 'string') onWarning(pointer, record[WARNING]);
  delete record[WARNING];
  for (const [key, value] of Object.entries(record)) unmark(value, `${pointer}/${escapeSegment(key)}`, onMark, onWarning);
}
