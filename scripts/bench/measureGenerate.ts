// Runs the generator once in this process and prints what the benchmark reads: wall time of
// the pipeline (load, normalize, emit, write) and the process's peak memory. Spawned by bench.ts
// so each document is measured in a fresh process.
import { generate } from '../../generator/generate.ts';
import { writeOutput } from '../../generator/output/writeOutput.ts';

const [spec, out] = process.argv.slice(2) as [string, string];
const started = performance.now();
const { files, operationCount } = await generate(spec, out, { validateExamples: false });
writeOutput(out, files);
const ms = performance.now() - started;
console.log(JSON.stringify({ ms, operations: operationCount, files: files.size, peakRssBytes: process.resourceUsage().maxRSS * 1024 }));
