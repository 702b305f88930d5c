import { emitRoutes, type GeneratedFiles } from './emit/index.ts';
import { loadSpec } from './load/index.ts';
import { normalizeSpec } from './normalize/index.ts';
import type { Problem } from './problems.ts';

export interface Generated {
  files: GeneratedFiles;
  warnings: Problem[];
  operationCount: number;
}

/** The whole pipeline in memory: load (bundle + lint), normalize, emit. */
export async function generate(specFile: string, outDir: string): Promise<Generated> {
  const loaded = await loadSpec(specFile);
  const model = normalizeSpec(loaded);
  const files = emitRoutes(model, outDir);
  return { files, warnings: loaded.warnings, operationCount: model.operations.length };
}
