import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

/**
 * The browser the end-to-end tests and the bench drive: Debian's Chromium headless shell (the
 * chromium-headless-shell package: the same Blink and V8, and the browser Playwright runs
 * headless tests in by default) rather than /usr/bin/chromium, whose headless mode runs the whole
 * browser behind each page: that took twice the CPU per page load (20 hydrated loads, 16.5 s →
 * 8.1 s), and the end-to-end run on one core 441-561 s → 261 s (issue 33).
 */
export const CHROMIUM = '/usr/bin/chromium-headless-shell';

/** Its flags: no sandbox (CI containers run as root), no GPU, and none of its own traffic. */
export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

/** Launches {@link CHROMIUM} with its flags, as the bench measures pages in it, installed first if missing. */
export function launchChromium(): Promise<Browser> {
  ensureChromium();
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
}

/** Installs {@link CHROMIUM} with apt-get when it is missing: a browser is never downloaded. */
export function ensureChromium(): void {
  if (existsSync(CHROMIUM)) return;
  console.log("Installing Debian's Chromium headless shell with apt-get…");
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium-headless-shell', { stdio: 'inherit' });
}
