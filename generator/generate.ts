import { emitApiData, type GeneratedFiles } from './emit/index.ts';
import { inputsRecord, INPUTS_FILE } from './output/inputs.mjs';
import { SPEC_JSON, specJson } from './output/specDownloads.mjs';
import { loadSpec, type LoadOptions, type OpenApiDocument } from './load/index.ts';
import type { LeftOut } from './load/removeInternal.ts';
import { configBeside } from './load/lintConfig.ts';
import { relative } from './load/locateProblem.ts';
import type { ApiModel } from './normalize/model.ts';
import { normalizeSpec } from './normalize/index.ts';
import { collectOperations } from './normalize/collectOperations.ts';
import { componentPointer } from './normalize/dereference.ts';
import { RESERVED_SLUGS, schemaSlugCandidate, slugCandidate, slugSource } from './normalize/resolveSlug.ts';
import type { Problem } from './problems.ts';
import path from 'node:path';

export interface Generated {
  files: GeneratedFiles;
  warnings: Problem[];
  operationCount: number;
  /** What the spec marks `x-internal`, left out of the site and its downloads. */
  leftOut: LeftOut;
  /** The model the files were emitted from. */
  model: ApiModel;
  /** The bundled document (one file, every external $ref pulled in), as the site offers it for download. */
  document: OpenApiDocument;
  /** Every file the spec was read from, its root first (LoadedSpec). */
  sources: string[];
  specFile: string;
}

/** The whole pipeline in memory: load (bundle + lint), normalize, emit. */
export async function generate(specFile: string, outDir: string, options?: LoadOptions): Promise<Generated> {
  const loaded = await loadSpec(specFile, options);
  const model = normalizeSpec(loaded);
  const warnings = [...loaded.warnings];
  if (model.operations.length === 0) {
    // Valid, and a reference with only its index page is what the document describes; but it is
    // more often a broken `paths` ref than intended, so say so.
    warnings.push({ severity: 'warning', file: path.relative(process.cwd(), path.resolve(specFile)), message: 'The spec has no operations (no paths and no webhooks): the API reference is its index page alone.' });
  }
  const file = path.relative(process.cwd(), path.resolve(specFile));
  // normalizeSpec names the operations in document order, as collectOperations gives them.
  for (const [i, raw] of collectOperations(loaded.document).entries()) {
    const op = model.operations[i]!;
    const candidate = slugCandidate(slugSource(raw));
    if (op.slug !== candidate && RESERVED_SLUGS.includes(candidate)) {
      warnings.push({
        severity: 'warning',
        file,
        message: `${op.method.toUpperCase()} ${op.path} would be /api/${candidate}, which is the site's own page: its page is /api/${op.slug}. Give it another operationId to choose its name.`,
      });
    }
  }
  // Two schema names that read alike in kebab-case (`Room`, `room`): the later one's page has a
  // suffix, which its name does not explain to a reader; say so, where the spec can rename it.
  const schemaPages = new Map(model.namedSchemas.map((schema) => [schema.slug, schema.key]));
  for (const { key, slug } of model.namedSchemas) {
    const candidate = schemaSlugCandidate(key);
    if (slug === candidate) continue;
    warnings.push({
      severity: 'warning',
      file,
      pointer: componentPointer(key),
      message: `The schema ${key} would have the page /api/schemas/${candidate}, which is the schema ${schemaPages.get(candidate)}'s: its page is /api/schemas/${slug}. Rename one of them to choose.`,
    });
  }
  const files = emitApiData(model, outDir, relative(path.resolve(specFile)));
  files.set(SPEC_JSON, specJson(loaded.document));
  return { files, warnings, operationCount: model.operations.length, leftOut: loaded.leftOut, model, document: loaded.document, sources: loaded.sources, specFile };
}

/**
 * The files of an output directory: the generated files and the record of what they were made
 * from (output/inputs.mjs), by which `npm run build` knows it need not generate them again.
 * What `npm run generate`, the build and the live preview write, and `npm run check` compares.
 */
export function outputFiles({ files, sources, specFile }: Generated, outDir: string): GeneratedFiles {
  return new Map([...files, [INPUTS_FILE, inputsRecord({ outDir, sources, config: configBeside(specFile), files })]]);
}
