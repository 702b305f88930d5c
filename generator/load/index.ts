import { BaseResolver, bundle, lint, type NormalizedProblem } from '@redocly/openapi-core';
import { resolvePointer } from '../normalize/dereference.ts';
import type { OpenAPIV2, OpenAPIV3, OpenAPIV3_1 } from 'openapi-types';
import path from 'node:path';
import { plural, UserError, type Problem } from '../problems.ts';
import { KeptParses } from './keptParses.ts';
import { collapseProblems } from './collapseProblems.ts';
import { encodingWarnings } from './encoding.ts';
import { isFatal, lintConfig, tolerated, type LintOptions } from './lintConfig.ts';
import { type LeftOut, removeInternal } from './removeInternal.ts';
import { locateProblem, relative } from './locateProblem.ts';
import { convertSwagger2, type SourcePlace } from './convertSwagger2.ts';
import { markSources } from './markSources.ts';
import { readRoot } from './readRoot.ts';

export type OpenApiDocument = OpenAPIV3.Document | OpenAPIV3_1.Document;

export interface LoadedSpec {
  /** The bundled document: every external `$ref` pulled in, internal ones kept; Swagger 2.0 converted to OpenAPI 3.0. */
  document: OpenApiDocument;
  version: '3.0' | '3.1';
  /** Problems that do not stop generation. */
  warnings: Problem[];
  /** What the document marks `x-internal` and was left out of it (./removeInternal.ts). */
  leftOut: LeftOut;
  /** Every file (or URL) the spec was read from: its root first, then those its `$ref`s reach, in order of their names. */
  sources: string[];
  /**
   * Where a node of `document` (by JSON pointer) was written, when that is not the pointer
   * itself in `sources`: a converted Swagger 2.0 document's nodes are at other pointers.
   */
  sourceOf?: (pointer: string) => SourcePlace;
}

/** How a spec is loaded: lint's options, and where the documents parsed are kept from run to run, if anywhere (the build's: ./keptParses.ts). */
export interface LoadOptions extends LintOptions {
  keptParses?: string;
}

/**
 * Stage 1: bundle a (multi-file) OpenAPI document and lint it. Throws a {@link UserError}
 * listing every fatal problem with file:line:column. A Swagger 2.0 document is linted as
 * written (so its problems are located in its files), then bundled and converted to OpenAPI 3.0.
 */
export async function loadSpec(specFile: string, options: LoadOptions = { validateExamples: true }): Promise<LoadedSpec> {
  const file = path.resolve(specFile);
  // One resolver for reading, linting and bundling, so every file is read and parsed once.
  const resolver = options.keptParses === undefined ? new BaseResolver() : new KeptParses(options.keptParses);
  const { document: root, version } = await readRoot(file, resolver);
  const { config, strict } = await lintConfig(file, options);

  const found = (await lint({ ref: file, config, externalRefResolver: resolver })).filter((p) => !p.ignored);
  const valueAt = await valuesAt(found, resolver);
  const problems = collapseProblems(found.map(locateProblem)).map((p): Problem => (isFatal(p, strict, valueAt) ? p : { ...p, severity: 'warning', message: (strict ? undefined : tolerated(p, valueAt)) ?? p.message }));
  const errors = problems.filter((p) => p.severity === 'error');
  if (errors.length > 0) {
    throw new UserError(`The spec ${path.relative(process.cwd(), file)} has ${plural(errors.length, 'error')}.`, errors);
  }

  const marks = version === '2.0' ? await markSources(root, resolver) : undefined;
  const { bundle: bundled } = await bundle({ ref: file, config, externalRefResolver: resolver });
  const converted = marks ? await convertSwagger2(bundled.parsed as OpenAPIV2.Document, root, marks) : undefined;
  if (resolver instanceof KeptParses) resolver.prune();
  const sources = [file, ...[...resolver.getFiles()].filter((source) => source !== file).sort()];
  const document = converted?.document ?? (bundled.parsed as OpenApiDocument);
  const leftOut = removeInternal(document);
  return {
    document,
    version: version === '2.0' ? '3.0' : version,
    leftOut,
    warnings: [...encodingWarnings(sources), ...problems.filter((p) => p.severity === 'warning'), ...(converted?.warnings ?? [])],
    sources,
    ...(converted ? { sourceOf: converted.sourceOf } : {}),
  };
}

/** Reads the value a problem points at, in the file it names (already parsed by the resolver). */
async function valuesAt(found: NormalizedProblem[], resolver: BaseResolver): Promise<(problem: Problem) => unknown> {
  const parsed = new Map<string, unknown>();
  for (const ref of new Set(found.flatMap((p) => p.location.map((l) => l.source.absoluteRef)))) {
    // A referenced file that is not valid YAML is one of the problems (lint reports it), and
    // the resolver throws its parse error again when asked: it has no values to read.
    const doc = await resolver.resolveDocument(null, ref).catch(() => undefined);
    if (doc && 'parsed' in doc) parsed.set(relative(ref), doc.parsed);
  }
  return (problem) => {
    try {
      return problem.pointer ? resolvePointer(parsed.get(problem.file) as OpenApiDocument, problem.pointer) : undefined;
    } catch {
      return undefined;
    }
  };
}

