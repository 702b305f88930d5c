import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * The tests need Debian's Chromium at /usr/bin/chromium; install it with apt-get when it is
 * missing (never a browser download), and refuse to run against a site that was not built.
 */
export default function globalSetup() {
  if (!existsSync('/usr/bin/chromium')) {
    console.log('Installing Debian Chromium with apt-get…');
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', { stdio: 'inherit' });
  }
  if (!existsSync('dist/client/index.html')) throw new Error('dist/client is missing: run `npm run build` before the end-to-end tests.');
}
