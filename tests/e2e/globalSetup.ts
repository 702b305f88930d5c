import { existsSync } from 'node:fs';
import type { FullConfig } from '@playwright/test';
import { clientDir } from '../../scripts/build/outDir.mjs';
import { ensureChromium } from '../../scripts/chromium.ts';
import { startDevServer } from './startDevServer.ts';

/**
 * The tests need Debian's Chromium headless shell (scripts/chromium.ts), installed with apt-get when
 * it is missing (never a browser download); refuse to run against a site
 * that was not built. Then
 * start the dev project's server, when there is one, without waiting for it (./startDevServer.ts);
 * what this returns stops it at the end.
 */
export default async function globalSetup(config: FullConfig) {
  ensureChromium();
  const root = clientDir();
  if (!existsSync(`${root}/index.html`)) throw new Error(`${root} is missing: run \`npm run build\` before the end-to-end tests.`);
  const site = process.env.E2E_VARIANT_SITE;
  const variant = site && clientDir(`${site}/dist`);
  if (variant && !existsSync(`${variant}/index.html`)) {
    throw new Error(`${variant} is missing: build the variant site first, as npm test does (scripts/test.ts: VITE_SITE_CONFIG=variant BASE_PATH=${process.env.E2E_VARIANT_BASE ?? '/'} npm run site-from-spec -- --spec FILE --dir ${site}).`);
  }
  const dev = config.projects.find((project) => project.name === 'dev');
  if (dev && process.env.E2E_DEV_DIR) return startDevServer(process.env.E2E_DEV_DIR, Number(new URL(dev.use.baseURL!).port));
}
