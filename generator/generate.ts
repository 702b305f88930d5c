import { emitRoutes, type GeneratedFiles } from './emit/index.ts';
import { loadSpec, type OpenApiDocument } from './load/index.ts';
import type { LintOptions } from './load/lintConfig.ts';
import type { ApiModel } from './normalize/model.ts';
import { normalizeSpec } from './normalize/index.ts';
import { UserError, type Problem } from './problems.ts';
import path from 'node:path';

export interface Generated {
  files: GeneratedFiles;
  warnings: Problem[];
  operationCount: number;
  /** The model the files were emitted from. */
  model: ApiModel;
  /** The bundled document (one file, every external $ref pulled in), as the site offers it for download. */
  document: OpenApiDocument;
}

/** The whole pipeline in memory: load (bundle + lint), normalize, emit. */
export async function generate(specFile: string, outDir: string, options?: LintOptions): Promise<Generated> {
  const loaded = await loadSpec(specFile, options);
  const model = normalizeSpec(loaded);
  if (model.operations.length === 0) {
    // Valid OpenAPI, but an API reference with no pages is almost always a broken `paths` ref.
    throw new UserError(`The spec ${path.relative(process.cwd(), path.resolve(specFile))} has no operations (no paths and no webhooks): there is nothing to document.`);
  }
  const files = emitRoutes(model, outDir);
  return { files, warnings: loaded.warnings, operationCount: model.operations.length, model, document: loaded.document };
}
