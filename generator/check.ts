import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { generate, outputFiles } from './generate.ts';
import type { ApiModel } from './normalize/model.ts';
import { compareOutput, hasDrift, type Drift } from './output/compareOutput.ts';

export interface CheckResult {
  drift: Drift;
  /** The model the spec gives, for further checks of what derives from it. */
  model: ApiModel;
  /** tsc's output when types fail; undefined when they pass or were not checked. */
  typeErrors?: string;
}

/**
 * `npm run check`: the spec lints clean (loading throws otherwise), the generated output matches
 * it, and the project type-checks.
 */
export async function check(specFile: string, outDir: string, { types = true } = {}): Promise<CheckResult> {
  const generated = await generate(specFile, outDir);
  const result: CheckResult = { drift: compareOutput(outputFiles(generated, outDir), path.resolve(outDir)), model: generated.model };
  if (types) {
    const tsc = spawnSync(process.execPath, [path.resolve('node_modules/typescript/bin/tsc'), '--noEmit', '-p', '.'], { encoding: 'utf8' });
    if (tsc.status !== 0) result.typeErrors = (tsc.stdout + tsc.stderr).trim() || `tsc exited with ${tsc.status}`;
  }
  return result;
}

export function formatDrift(drift: Drift, specFile: string, outDir: string): string {
  if (!hasDrift(drift)) return `✓ ${outDir} matches ${specFile}`;
  const rows = [
    ...drift.added.map((f) => `  added    ${f}`),
    ...drift.removed.map((f) => `  removed  ${f}`),
    ...drift.changed.map((f) => `  changed  ${f}`),
  ];
  return [
    `✗ ${outDir} is out of date with ${specFile} (${rows.length} file${rows.length === 1 ? '' : 's'}):`,
    ...rows,
    `Run \`npm run generate\` and commit the result.`,
  ].join('\n');
}
