import type { Plugin } from 'vite';
import { stringifyYaml } from '@redocly/openapi-core';
import { generate, type Generated } from './generate.ts';
import type { OpenApiDocument } from './load/index.ts';
import { writeOutput } from './output/writeOutput.ts';
import { formatProblem, UserError } from './problems.ts';

/**
 * The generator as the first step of the site's build: `vike build` regenerates the API modules
 * from the spec in its own process (no second Node start), once, before anything is bundled, and
 * puts the bundled spec in the site as /openapi.yaml and /openapi.json for download. A spec
 * error stops the build with the same located messages as `npm run generate`.
 * It runs in the client build only, the build's first: Vike's server build loads the
 * configuration afresh (a new instance of this plugin) and finds the modules written.
 */
export function generateApiModules({ spec, out }: { spec: string; out: string }): Plugin {
  let generated: Promise<Generated> | undefined;
  return {
    name: 'bob:generate-api-modules',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    async buildStart() {
      await (generated ??= run(spec, out));
    },
    async generateBundle() {
      const { document } = await generated!;
      for (const { fileName, source } of specDownloads(document)) this.emitFile({ type: 'asset', fileName, source });
    },
  };
}

/** The bundled spec as the site offers it for download (the development server serves the same). */
export function specDownloads(document: OpenApiDocument): { fileName: string; source: string }[] {
  return [
    { fileName: 'openapi.json', source: `${JSON.stringify(document, null, 2)}\n` },
    // Redocly's YAML writer (js-yaml's, what `redocly bundle` writes): a third of the time of yaml's.
    { fileName: 'openapi.yaml', source: stringifyYaml(document, { lineWidth: -1, noRefs: true }) },
  ];
}

async function run(spec: string, out: string): Promise<Generated> {
  try {
    const generated = await generate(spec, out, { validateExamples: false });
    for (const warning of generated.warnings) console.warn(formatProblem(warning));
    writeOutput(out, generated.files);
    return generated;
  } catch (error) {
    if (!(error instanceof UserError)) throw error;
    throw new Error([error.message, ...error.problems.map(formatProblem)].join('\n'));
  }
}
