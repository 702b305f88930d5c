// The generator as `npm run build` runs it, in a process of its own (forked by ./vitePlugin.ts):
// what it holds while it reads a large spec (GitHub's: ~450 MB) is gone before bundling starts,
// rather than staying in the bundler's process to its end. Arguments: the spec and the output
// directory. Writes the output as `npm run generate` does and sends the parent the spec's
// downloads, or the located problems that stop the build.
import { generate } from './generate.ts';
import { specDownloads, type SpecDownload } from './output/specDownloads.ts';
import { writeOutput } from './output/writeOutput.ts';
import { formatProblem, UserError } from './problems.ts';

/** What the process sends its parent, once. */
export type GenerateForBuildResult = { downloads: SpecDownload[] } | { error: string };

async function run(spec: string, out: string): Promise<GenerateForBuildResult> {
  try {
    const { files, warnings, document } = await generate(spec, out, { validateExamples: false });
    for (const warning of warnings) console.warn(formatProblem(warning));
    writeOutput(out, files);
    return { downloads: specDownloads(document) };
  } catch (error) {
    if (!(error instanceof UserError)) throw error;
    return { error: [error.message, ...error.problems.map(formatProblem)].join('\n') };
  }
}

const [spec, out] = process.argv.slice(2);
const result = await run(spec!, out!);
process.send!(result, () => process.exit(0));
