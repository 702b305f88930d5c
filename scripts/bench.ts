// `npm run bench`: the project's speed and size figures, printed for comparison with the targets
// of the issues. A benchmark, not a test: it measures and reports, and exits 0 either way.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { makeLargeSpec } from './bench/makeLargeSpec.ts';

const work = mkdtempSync(path.join(tmpdir(), 'bob-bench-'));
const MB = 1024 * 1024;

interface Measured {
  ms: number;
  operations: number;
  peakRssBytes: number;
  /** The whole CLI-like process: Node start, module loading and the pipeline. */
  processMs: number;
}

function measureGenerate(spec: string): Measured {
  const out = path.join(work, `out-${path.basename(spec)}`);
  const started = performance.now();
  const stdout = execFileSync(process.execPath, ['--import', 'tsx', 'scripts/bench/measureGenerate.ts', spec, out], { encoding: 'utf8' });
  return { ...JSON.parse(stdout), processMs: performance.now() - started };
}

function report(name: string, m: Measured, target: { ms: number; mb?: number }) {
  const ok = m.ms < target.ms && (!target.mb || m.peakRssBytes < target.mb * MB);
  const memTarget = target.mb ? `, < ${target.mb} MB` : '';
  console.log(
    `${ok ? '✓' : '✗'} ${name.padEnd(34)} ${String(m.operations).padStart(5)} ops  ` +
      `pipeline ${(m.ms / 1000).toFixed(2)} s  process ${(m.processMs / 1000).toFixed(2)} s  ` +
      `peak ${Math.round(m.peakRssBytes / MB)} MB   (target < ${target.ms / 1000} s${memTarget})`,
  );
}

console.log('Generator (load + lint + normalize + emit + write; fresh process each)');
report('spec/openapi.yaml', measureGenerate('spec/openapi.yaml'), { ms: 1000 });
const large = path.join(work, 'synthetic-2000.yaml');
writeFileSync(large, makeLargeSpec(2000));
report('synthetic, 2,000 operations', measureGenerate(large), { ms: 10_000, mb: 1024 });
report('GitHub REST API (@octokit/openapi)', measureGenerate('node_modules/@octokit/openapi/generated/api.github.com.json'), { ms: 10_000, mb: 1024 });
