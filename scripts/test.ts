// `npm test`: every test, unit (vitest) then end-to-end (Playwright in Debian's Chromium), with
// one closing line `N passed, N failed` that counts both, for people and for CI.
import { spawnSync } from 'node:child_process';
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
// Then a second site, in which the end-to-end tests see what the shipped build cannot show: the
// whole site of a public spec of another shape than ours, as a team adopting the pipeline would
// build it (scripts/siteFromSpec.ts: a copy of the project, the spec in place of ours), with the
// configuration variant, for another path of another host: the variant project's site
// (playwright.config.ts). The copy's build inherits this environment:
// - the configuration variant (VITE_SITE_CONFIG, site/config/siteConfig.ts: colour-mode switch,
//   hide on scroll, every navbar item kind), which the *.variant.spec.ts files test;
// - the base path /docs/ of another origin (BASE_PATH, SITE_URL), where a plain static server
//   serves it, so that it also proves the site deploys under any path of any host, both variables
//   set (issue 33: SITE_URL once broke the build, untested);
// - two pre-rendering threads (a site this small gets one), so that sharing the pages out is
//   tested too.
// The spec is ReadMe's train-travel example (OpenAPI 3.1, webhooks) with a slice of GitHub's
// description, whose alerts, placeholders and long schemas the *.public.spec.ts files look at in
// the browser (tests/fixtures/publicSpec.ts). One site for all of these: the variant had been a
// build of its own, of our spec, ~10 s of one core for 21 pages, nearly all of it a build's fixed
// cost (bundling, starting Nodes). (A Swagger 2.0 document's whole site is built by the unit
// tests: tests/unit/rebuild.test.ts.)
const VARIANT_SPEC = '.cache/public-spec.json';
const VARIANT_SITE = '.cache/public-spec';
const VARIANT_BASE = '/docs/';
const VARIANT_SITE_URL = 'https://docs.example.com';
if (buildCode === 0) writePublicSpec(VARIANT_SPEC);
const variantCode =
  buildCode === 0
    ? run('npm', ['run', 'site-from-spec', '--', '--spec', VARIANT_SPEC, '--dir', VARIANT_SITE], { VITE_SITE_CONFIG: 'variant', BASE_PATH: VARIANT_BASE, SITE_URL: VARIANT_SITE_URL, PRERENDER_THREADS: '2' })
    : 1;
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
        ...(variantCode === 0 ? { E2E_VARIANT_SITE: VARIANT_SITE, E2E_VARIANT_BASE: VARIANT_BASE, E2E_VARIANT_SITE_URL: VARIANT_SITE_URL } : {}),
      })
    : 1;
rmSync(DEV_DIR, { recursive: true, force: true });
const e2e = buildCode === 0 ? playwrightCount(`${RESULTS}/e2e.json`) : { passed: 0, failed: 1 };
if (buildCode === 0 && variantCode !== 0) e2e.failed += 1; // Its tests could not run.

const total = { passed: unit.passed + e2e.passed, failed: unit.failed + e2e.failed };
if ((unitCode !== 0 || e2eCode !== 0) && total.failed === 0) total.failed = 1;
console.log(`\n${total.passed} passed, ${total.failed} failed`);
process.exit(total.failed > 0 ? 1 : 0);
