import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where the anchor lives: ignored by git (.cache/), kept from one run of the bench to the next. */
export const ANCHOR_DIR = '.cache/anchor';

/** The anchor's recipe, copied from the product's (./anchor/README.md). */
const RECIPE = fileURLToPath(new URL('./anchor/', import.meta.url));
/** The recipe's files copied over Docusaurus's classic template. */
const COPIED = ['package.json', 'package-lock.json', 'docusaurus.config.ts', 'sidebars-api.ts'];
/** Every file the set-up is made from: the site's spec comes from the script and the catalogue. */
export const RECIPE_FILES = [...COPIED, 'synth-spec.mjs'].map((file) => path.join(RECIPE, file)).concat(fileURLToPath(new URL('../../tests/fixtures/operations.tsv', import.meta.url)));

/**
 * Written in the site's folder as the set-up's last step, holding the recipe's fingerprint: a set-up
 * cut short (the install alone takes minutes) has none, and one made from another recipe has
 * another.
 */
const SET_UP_MARK = '.bench-set-up';

export const anchorSite = (dir = ANCHOR_DIR) => path.join(dir, 'site');

export function recipeFingerprint(files = RECIPE_FILES): string {
  const hash = createHash('sha256');
  for (const file of files) hash.update(`${path.basename(file)}\0`).update(readFileSync(file));
  return hash.digest('hex');
}

/**
 * Whether `site` holds a finished set-up of the recipe whose fingerprint is given, still whole
 * enough to build: its Docusaurus installed and its API pages generated.
 */
export function isAnchorSetUp(site: string, fingerprint: string): boolean {
  const mark = path.join(site, SET_UP_MARK);
  return (
    existsSync(mark) &&
    readFileSync(mark, 'utf8') === fingerprint &&
    existsSync(path.join(site, 'node_modules/.bin/docusaurus')) &&
    existsSync(path.join(site, 'api/sidebar.ts'))
  );
}

/**
 * The anchor's site under `dir`, set up by the recipe (./anchor/README.md) unless a finished set-up
 * of the same recipe is there: Docusaurus's classic template, the recipe's packages installed
 * from the npm registry (a few minutes), its spec and the API pages generated from it. Whatever
 * else is there (a set-up cut short, an older recipe's) is removed first. Returns the site's folder.
 */
export function setUpAnchor(dir = ANCHOR_DIR): string {
  const site = anchorSite(dir);
  const fingerprint = recipeFingerprint();
  if (isAnchorSetUp(site, fingerprint)) return site;
  console.log(`Setting the anchor up in ${site} (once; a few minutes, from the npm registry)`);
  const started = performance.now();
  rmSync(site, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const run = (command: string, args: string[], cwd = site) => execFileSync(command, args, { cwd, stdio: ['ignore', 'inherit', 'inherit'] });
  const docusaurus = JSON.parse(readFileSync(path.join(RECIPE, 'package.json'), 'utf8')).dependencies['@docusaurus/core'];
  run('npx', ['--yes', `create-docusaurus@${docusaurus}`, 'site', 'classic', '--typescript', '--skip-install', '--package-manager', 'npm'], dir);
  for (const file of COPIED) copyFileSync(path.join(RECIPE, file), path.join(site, file));
  // Not `npm ci`: the lock file lacks other platforms' optional packages.
  run('npm', ['install', '--no-audit', '--no-fund']);
  // gen-api-docs fails when its output folder does not exist.
  for (const folder of ['api', 'openapi']) mkdirSync(path.join(site, folder));
  run(process.execPath, [path.join(RECIPE, 'synth-spec.mjs'), 'openapi/spec.yaml']);
  run('node_modules/.bin/docusaurus', ['gen-api-docs', 'all']);
  writeFileSync(path.join(site, SET_UP_MARK), fingerprint);
  console.log(`The anchor is set up (${((performance.now() - started) / 1000).toFixed(0)} s)\n`);
  return site;
}
