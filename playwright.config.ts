import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 4174);
/** The build under test: dist/ by default (SITE_OUT_DIR as for the build). */
const ROOT = `${process.env.SITE_OUT_DIR ?? 'dist'}/client`;

// End-to-end tests drive the real pre-rendered build (dist/client, made by `npm run build`)
// through the project's own server, in Debian's Chromium: no browser is downloaded.
export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/globalSetup.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: '.cache/test-results/e2e.json' }]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    browserName: 'chromium',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  webServer: {
    command: `node --import tsx scripts/serve.ts --root ${ROOT}`,
    env: { PORT: String(PORT) },
    url: `http://localhost:${PORT}/`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
