import { defineConfig } from '@playwright/test';
import { clientDir } from './scripts/build/outDir.mjs';
import { CHROMIUM, CHROMIUM_ARGS } from './scripts/chromium.ts';

const PORT = Number(process.env.E2E_PORT ?? 4174);
/** The build under test: dist/ by default (SITE_OUT_DIR as for the build). */
const ROOT = clientDir();
/**
 * The variant site, when there is one: the whole site of a public spec of another shape than ours
 * (ReadMe's train-travel, OpenAPI 3.1 with webhooks, and a slice of GitHub's operations:
 * tests/fixtures/publicSpec.ts), built by `npm run site-from-spec` in the project copy
 * E2E_VARIANT_SITE with the configuration variant (`VITE_SITE_CONFIG=variant`, see
 * site/config/siteConfig.ts). `npm test` builds it and sets this; without it only the shipped
 * build is tested. Its specs, *.variant.spec.ts (the configuration, the deployment) and
 * *.public.spec.ts (the spec), run against it as a second project, on the next port. (A Swagger
 * 2.0 document's whole site is built and checked by tests/unit/rebuild.test.ts: a further build
 * here cost one-core CI ~25 s, and the variant's own, ~10 s.)
 */
const VARIANT_SITE = process.env.E2E_VARIANT_SITE;
const VARIANT_PORT = PORT + 1;
// It is built for the base path E2E_VARIANT_BASE (`/docs/` in npm test) of the origin
// E2E_VARIANT_SITE_URL, and served there by a plain static server (tests/e2e/staticServer.ts), not
// ours: the site must work under any path of any host (issues 19, 33). (Read from the environment, as the specs read it: tests/e2e/site.ts; the
// configuration importing a file of the specs' folder made Playwright refuse them.)
const VARIANT_BASE = process.env.E2E_VARIANT_BASE ?? '/';
/**
 * The development server (`npm run dev`, issue 18) in a scratch copy of the project, which its
 * specs (*.dev.spec.ts) edit: a third project, run when E2E_DEV_DIR names the copy (`npm test`
 * sets it), as it costs a server of its own. Not a web server of this configuration, which every
 * test would wait for: the global setup starts it and its project's tests wait for it, so that the
 * other projects' tests run meanwhile (tests/e2e/startDevServer.ts, issue 33).
 */
const DEV_DIR = process.env.E2E_DEV_DIR;
const DEV_PORT = PORT + 2;

const server = (root: string, port: number) => ({
  command: `node --import tsx scripts/serve.ts --root ${root}`,
  env: { PORT: String(port) },
  url: `http://localhost:${port}/`,
  reuseExistingServer: false,
  timeout: 60_000,
});

// End-to-end tests drive the real pre-rendered build (dist/client, made by `npm run build`)
// through the project's own server, in Debian's Chromium headless shell (scripts/chromium.ts): no
// browser is downloaded.
export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/globalSetup.ts',
  fullyParallel: true,
  workers: 2,
  // No test may fail because a machine is twice as slow (issue 33): the longest tests take ~20 s
  // here (a tour of every locale, the dev server's edits), and a machine of the same kind ran
  // builds 1.8 times slower; 90 s leaves room for that twice over. A failing wait is still a
  // failure, only later.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  retries: 0,
  reporter: [['list'], ['json', { outputFile: '.cache/test-results/e2e.json' }]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    browserName: 'chromium',
    launchOptions: {
      executablePath: CHROMIUM,
      args: CHROMIUM_ARGS,
    },
  },
  // Workers take tests in the projects' order. The dev project's tests run one after another on one
  // worker (they edit the same files): first, beside the other projects' tests on the other worker,
  // rather than last, alone, with the other worker done and idle (~1 min of a loaded machine's
  // end-to-end time, issue 33). They wait for their server, started with the run, to answer first
  // (tests/e2e/startDevServer.ts): meanwhile it compiles on one core and other tests run on the other.
  projects: [
    ...(DEV_DIR ? [{ name: 'dev', testMatch: /\.dev\.spec\.ts$/, use: { baseURL: `http://localhost:${DEV_PORT}` } }] : []),
    // The variant site's tests (29) on one worker, rather than two workers each with a browser of
    // its own (~3 s of CPU), and before the shipped ones: last, they ran one after another on one
    // worker, the other done and idle (~40 s of two cores' end-to-end time).
    ...(VARIANT_SITE ? [{ name: 'variant', testMatch: /\.(variant|public)\.spec\.ts$/, workers: 1, use: { baseURL: `http://localhost:${VARIANT_PORT}` } }] : []),
    { name: 'shipped', testIgnore: /\.(variant|public|dev)\.spec\.ts$/ },
  ],
  webServer: [
    server(ROOT, PORT),
    ...(VARIANT_SITE
      ? [{ command: `node --import tsx tests/e2e/staticServer.ts ${clientDir(`${VARIANT_SITE}/dist`)} ${VARIANT_BASE}`, env: { PORT: String(VARIANT_PORT) }, url: `http://localhost:${VARIANT_PORT}${VARIANT_BASE}`, reuseExistingServer: false, timeout: 30_000 }]
      : []),
  ],
});
