import { BaseResolver, detectSpec, YamlParseError, type Document } from '@redocly/openapi-core';
import { statSync } from 'node:fs';
import { UserError } from '../problems.ts';
import { relative } from './locateProblem.ts';

/** The versions we read: Swagger 2.0 is converted to OpenAPI 3.0 when loaded (convertSwagger2.ts). */
export type SourceVersion = '2.0' | '3.0' | '3.1';

/**
 * Reads the root document and decides whether we can go on: the file exists, is not empty, is
 * YAML or JSON, and is Swagger 2.0 or OpenAPI 3.0 or 3.1.
 */
export async function readRoot(file: string, resolver: BaseResolver): Promise<{ document: Document; version: SourceVersion }> {
  const shown = relative(file);
  let size: number;
  try {
    size = statSync(file).size;
  } catch {
    throw new UserError(`Cannot read the spec ${shown}: no such file.`);
  }
  if (size === 0) throw new UserError(`The spec ${shown} is empty.`, [{ message: 'empty file', severity: 'error', file: shown, line: 1, col: 1 }]);

  let document: Document | Error;
  try {
    document = await resolver.resolveDocument(null, file, true);
  } catch (error) {
    // The resolver throws (rather than returns) a parse error for the root document.
    document = error instanceof Error ? error : new Error(String(error));
  }
  if (document instanceof YamlParseError) throw yamlError(document);
  if (document instanceof Error) throw new UserError(`Cannot read the spec ${shown}: ${document.message}`);

  const root = document.parsed;
  if (root === null || typeof root !== 'object' || Array.isArray(root)) {
    throw new UserError(`The spec ${shown} is not an OpenAPI document: its top level is not a mapping.`);
  }
  const declared = 'openapi' in root ? `openapi: ${String(root.openapi)}` : 'swagger' in root ? `swagger: ${String(root.swagger)}` : undefined;
  let detected: string | undefined;
  try {
    detected = detectSpec(root);
  } catch {
    // detectSpec throws on versions it does not know; the message below covers them.
  }
  if (detected === 'oas2') return { document, version: '2.0' };
  if (detected === 'oas3_0') return { document, version: '3.0' };
  if (detected === 'oas3_1') return { document, version: '3.1' };
  throw new UserError(
    declared
      ? `The spec ${shown} declares ${declared}; this generator reads Swagger 2.0 and OpenAPI 3.0 and 3.1.`
      : `The spec ${shown} is not an OpenAPI document: it has no \`openapi\` field.`,
  );
}

/** A parse error of any file of the document (the root here, referenced files in lint). */
export function yamlError(error: YamlParseError): UserError {
  const file = relative(error.source.absoluteRef);
  const message = error.originalError.message.split('\n')[0]?.replace(/ in "[^"]*"/, '').replace(/ \(\d+:\d+\)$/, '') ?? 'parse error';
  return new UserError(`The spec ${file} is not valid YAML or JSON.`, [
    { message, severity: 'error', file, line: error.line, col: error.col, rule: 'yaml' },
  ]);
}
