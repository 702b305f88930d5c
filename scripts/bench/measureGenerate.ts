// Runs the generator once in this process and prints what the benchmark reads: wall time of
// the pipeline (load, normalize, emit, write), the process's peak memory, and the size of what
// it wrote beside the spec's (issue 16: generated output in proportion to the spec). Spawned by
// bench.ts so each document is measured in a fresh process.
import { generate, outputFiles } from '../../generator/generate.ts';
import { SPEC_JSON } from '../../generator/output/specDownloads.mjs';
import { writeOutput } from '../../generator/output/writeOutput.ts';

const [spec, out] = process.argv.slice(2) as [string, string];
const started = performance.now();
const generated = await generate(spec, out, { validateExamples: false });
const { operationCount, document } = generated;
const files = outputFiles(generated, out);
writeOutput(out, files);
const ms = performance.now() - started;
// The data the site reads: the bundled spec, a copy of the spec kept for the downloads, is left out.
const outputBytes = [...files].reduce((sum, [file, content]) => sum + (file === SPEC_JSON ? 0 : Buffer.byteLength(content)), 0);
// The spec as one document, JSON with the generated data's two-space indentation: the same
// measure for a multi-file YAML spec and a single JSON file (GitHub's file is exactly this).
const specBytes = Buffer.byteLength(JSON.stringify(document, null, 2));
console.log(JSON.stringify({ ms, operations: operationCount, files: files.size, outputBytes, specBytes, peakRssBytes: process.resourceUsage().maxRSS * 1024 }));
