// The generator as `npm run build` runs it, in a process of its own beside `vike build`
// (scripts/build/generateAndBundle.mjs starts both, from its bundle: scripts/build/generatorBundle.mjs):
// what it holds while it reads a large spec (GitHub's: ~450 MB) is never in the bundler's process.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { generate, outputFiles } from './generate.ts';
import type { Drift } from './output/compareOutput.ts';
import { SPEC_JSON, specDownloads } from './output/specDownloads.mjs';
import { writeOutput } from './output/writeOutput.ts';
import { formatProblem, UserError } from './problems.ts';

/** What the process sends its parent, once. */
export type GenerateForBuildResult = { changed: GeneratedChange } | { error: string };

/**
 * What generating changed in the output: nothing (the committed output matched the spec), only
 * data the server reads as it renders (JSON), or modules the bundles import (the route table,
 * sidebar and API info: any other file, to be safe), which a bundle made at the same time may
 * have read before the change.
 */
export type GeneratedChange = 'nothing' | 'data' | 'modules';

export function generatedChange(drift: Drift): GeneratedChange {
  const files = [...drift.added, ...drift.removed, ...drift.changed];
  if (files.length === 0) return 'nothing';
  return files.every((file) => file.endsWith('.json')) ? 'data' : 'modules';
}

/** Tells the build `result`, once it is sent. */
const tell = (result: GenerateForBuildResult) => new Promise<void>((resolve, reject) => process.send!(result, undefined, {}, (error) => (error ? reject(error) : resolve())));

/**
 * The generator's process in the build, given the spec, the output directory, the built site's
 * directory and, unless the build keeps nothing, the folder where what it parsed and dumped is
 * kept from run to run (the spec's parsed files: generator/load/keptParses.ts; the YAML download's
 * pieces: ./output/specDownloads.mjs): writes the output as `npm run generate` does and tells its
 * parent what changed, or the located problems that stop the build; then puts the bundled spec in
 * the site for download (its YAML ~0.1-0.3 s unless kept, which the pages the build renders
 * meanwhile do not need). It exits once all is written, with an error if anything failed.
 */
export async function generateForBuild([spec, out, site, kept]: string[]): Promise<void> {
  let generated: Awaited<ReturnType<typeof generate>>;
  try {
    generated = await generate(spec!, out!, { validateExamples: false, ...(kept === undefined ? {} : { keptParses: path.join(kept, 'parsed') }) });
  } catch (error) {
    if (!(error instanceof UserError)) throw error;
    await tell({ error: [error.message, ...error.problems.map(formatProblem)].join('\n') });
    process.exit(0);
  }
  for (const warning of generated.warnings) console.warn(formatProblem(warning));
  await tell({ changed: generatedChange(writeOutput(out!, outputFiles(generated, out!))) });
  mkdirSync(site!, { recursive: true });
  for (const { fileName, source } of specDownloads(generated.files.get(SPEC_JSON)!, kept && path.join(kept, 'openapi-yaml.json'))) writeFileSync(path.join(site!, fileName), source);
  process.exit(0);
}
