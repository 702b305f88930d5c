// `npm test`: every test, unit (vitest) then end-to-end (Playwright in Debian's Chromium), with
// one closing line `N passed, N failed` that counts both, for people and for CI.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { writePublicSpec } from '../tests/fixtures/publicSpec.ts';

const RESULTS = '.cache/test-results';

interface Count {
  passed: number;
  failed: number;
}

function run(command: string, args: string[], env: Record<string, string> = {}): number {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status ?? 1;
}

/** {@link run} beside others: each line of its output is printed as it comes, after `[label]`. */
function runBeside(label: string, command: string, args: string[], env: Record<string, string> = {}): Promise<number> {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
  for (const [from, to] of [[child.stdout, process.stdout], [child.stderr, process.stderr]] as const) {
    let rest = '';
    from.setEncoding('utf8');
    from.on('data', (chunk: string) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop()!;
      for (const line of lines) to.write(`[${label}] ${line}\n`);
    });
    from.on('end', () => rest && to.write(`[${label}] ${rest}\n`));
  }
  return new Promise((resolve) => child.on('close', (code) => resolve(code ?? 1)));
}

function vitestCount(file: string): Count {
  if (!existsSync(file)) return { passed: 0, failed: 1 }; // It did not get as far as reporting.
  const report = JSON.parse(readFileSync(file, 'utf8'));
  // Files that failed to load count as failures too: their tests never ran.
  const brokenFiles = report.testResults.filter((f: { status: string; assertionResults: unknown[] }) => f.status === 'failed' && f.assertionResults.length === 0).length;
  return { passed: report.numPassedTests, failed: report.numFailedTests + brokenFiles };
}

function playwrightCount(file: string): Count {
  if (!existsSync(file)) return { passed: 0, failed: 1 };
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  return { passed: stats.expected + stats.flaky, failed: stats.unexpected };
}

rmSync(RESULTS, { recursive: true, force: true });
mkdirSync(RESULTS, { recursive: true });

const unitCode = run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${RESULTS}/unit.json`]);
const unit = vitestCount(`${RESULTS}/unit.json`);

// The end-to-end tests drive the real build: make it first (generate included, as `npm start`).
const buildCode = run('npm', ['run', 'build']);
// Then two more sites, side by side: each build is a chain of steps of which several leave a
// core idle on a machine of two (starting Nodes, the generator's process, bundling's single-threaded
// parts, one pre-rendering process), and one after another they took ~27 s of ~40 here (issue 33).
// None writes what another reads: the variant builds this checkout's generated output, up to date
// after the build above, into its own directory; the other builds a copy of the project. (A
// Swagger 2.0 document's whole site is built by the unit tests: tests/unit/rebuild.test.ts.)
//
// The configuration variant (site/config/siteConfig.ts: colour-mode switch, hide on scroll, every
// navbar item kind), a small second build, made the same way, that the *.variant.spec.ts project
// runs against: built for the base path /docs/ of another origin and served there by a plain
// static server (playwright.config.ts), so that it also proves the site deploys under any path of
// any host, both variables set (issue 33: SITE_URL once broke the build, untested).
const VARIANT_OUT_DIR = '.cache/variant';
const VARIANT_BASE = '/docs/';
const VARIANT_SITE_URL = 'https://docs.example.com';
// The whole site from a public spec of another shape than ours, as a team adopting the pipeline
// would build it (scripts/siteFromSpec.ts): the *.public.spec.ts project. Pre-rendered by two
// processes (a site this small gets one), so that sharing the pages out is tested too. The spec is
// ReadMe's train-travel example with a slice of GitHub's description, whose alerts, placeholders
// and long schemas its tests look at in the browser (tests/fixtures/publicSpec.ts).
const PUBLIC_SPEC = '.cache/public-spec.json';
const PUBLIC_SPEC_SITE = '.cache/public-spec';
if (buildCode === 0) writePublicSpec(PUBLIC_SPEC);
const [variantCode, publicCode] =
  buildCode === 0
    ? await Promise.all([
        runBeside('variant', 'npm', ['run', 'build'], { VITE_SITE_CONFIG: 'variant', SITE_OUT_DIR: VARIANT_OUT_DIR, BASE_PATH: VARIANT_BASE, SITE_URL: VARIANT_SITE_URL }),
        runBeside('public-spec', 'npm', ['run', 'site-from-spec', '--', '--spec', PUBLIC_SPEC, '--dir', PUBLIC_SPEC_SITE], { PRERENDER_PROCESSES: '2' }),
      ])
    : [1, 1];
// And the development server (npm run dev) in a scratch copy of the project, which the
// *.dev.spec.ts project edits as a writer would (tests/e2e/devServer.ts). A new folder each run:
// the copy refuses a folder it did not make, and one fixed name in the machine's temporary
// folder, left by a run of another checkout, failed a CI run that way (its node_modules linked
// to the other checkout's).
const DEV_DIR = mkdtempSync(path.join(tmpdir(), 'bob-dev-e2e-'));
const e2eCode =
  buildCode === 0
    ? run('npx', ['playwright', 'test'], {
        E2E_DEV_DIR: DEV_DIR,
        ...(variantCode === 0 ? { E2E_VARIANT_OUT_DIR: VARIANT_OUT_DIR, E2E_VARIANT_BASE: VARIANT_BASE, E2E_VARIANT_SITE_URL: VARIANT_SITE_URL } : {}),
        ...(publicCode === 0 ? { E2E_PUBLIC_SPEC_SITE: PUBLIC_SPEC_SITE } : {}),
      })
    : 1;
rmSync(DEV_DIR, { recursive: true, force: true });
const e2e = buildCode === 0 ? playwrightCount(`${RESULTS}/e2e.json`) : { passed: 0, failed: 1 };
if (buildCode === 0 && variantCode !== 0) e2e.failed += 1; // Its tests could not run.
if (buildCode === 0 && publicCode !== 0) e2e.failed += 1;

const total = { passed: unit.passed + e2e.passed, failed: unit.failed + e2e.failed };
if ((unitCode !== 0 || e2eCode !== 0) && total.failed === 0) total.failed = 1;
console.log(`\n${total.passed} passed, ${total.failed} failed`);
process.exit(total.failed > 0 ? 1 : 0);
