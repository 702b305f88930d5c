import type { Plugin } from 'vite';
import { generate } from './generate.ts';
import { writeOutput } from './output/writeOutput.ts';
import { formatProblem, UserError } from './problems.ts';

/**
 * The generator as the first step of the site's build: `vike build` regenerates the API modules
 * from the spec in its own process (no second Node start), once, before anything is bundled.
 * A spec error stops the build with the same located messages as `npm run generate`.
 */
export function generateApiModules({ spec, out }: { spec: string; out: string }): Plugin {
  let done: Promise<void> | undefined;
  return {
    name: 'bob:generate-api-modules',
    apply: 'build',
    buildStart() {
      return (done ??= run(spec, out));
    },
  };
}

async function run(spec: string, out: string) {
  try {
    const { files, warnings } = await generate(spec, out, { validateExamples: false });
    for (const warning of warnings) console.warn(formatProblem(warning));
    writeOutput(out, files);
  } catch (error) {
    if (!(error instanceof UserError)) throw error;
    throw new Error([error.message, ...error.problems.map(formatProblem)].join('\n'));
  }
}
