import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { clientDir } from '../../scripts/build/outDir.mjs';

/**
 * The tests need Debian's Chromium at /usr/bin/chromium; install it with apt-get when it is
 * missing (never a browser download), and refuse to run against a site that was not built.
 */
export default function globalSetup() {
  if (!existsSync('/usr/bin/chromium')) {
    console.log('Installing Debian Chromium with apt-get…');
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', { stdio: 'inherit' });
  }
  const root = clientDir();
  if (!existsSync(`${root}/index.html`)) throw new Error(`${root} is missing: run \`npm run build\` before the end-to-end tests.`);
  const variant = process.env.E2E_VARIANT_OUT_DIR && clientDir(process.env.E2E_VARIANT_OUT_DIR);
  if (variant && !existsSync(`${variant}/index.html`)) {
    throw new Error(`${variant} is missing: build the configuration variant first (VITE_SITE_CONFIG=variant SITE_OUT_DIR=${process.env.E2E_VARIANT_OUT_DIR} npm run build).`);
  }
}
