// `npm run site-from-spec -- --spec FILE`: the whole site built from another team's OpenAPI
// document, as a team adopting the pipeline would get it (docs/adopting.md). `npm test` builds
// its variant site with it (scripts/test.ts), and the bench its big-spec builds. The build inherits
// the environment (VITE_SITE_CONFIG, BASE_PATH, SITE_URL, PRERENDER_THREADS).
import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, readlinkSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { configBeside } from '../generator/load/lintConfig.ts';
import { isFile } from '../generator/output/foreignFiles.mjs';
import { decodedPath } from '../site/content-pipeline/decodedPath.ts';

const PROJECT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Our API's description, lint rules and release history: another team's site has its own (its
 * lint rules are its `redocly.yaml` beside the spec, when it has one). Our
 * API translations stay, as they would in a team's copy (README: Adopting the pipeline).
 */
const OURS = ['spec/'];

/**
 * A scratch copy of the project (its files as git sees them, node_modules linked) under `dir`, with
 * `specFile` and the files it references in place of our spec, with the lint rules beside it (its
 * `redocly.yaml`, which then decide what stops the generator) rather than ours, without our release
 * history; the docs' links to our operation pages point at the reference's index instead.
 * Then `npm run generate`, as a team adopting the pipeline runs it and commits what it writes
 * (README: Adopting the pipeline), so that the build finds the generated output up to date.
 * Returns the copy's root.
 */
export function prepareSiteFromSpec(specFile: string, dir: string): string {
  if (!existsSync(specFile)) throw new SiteFromSpecError(`Cannot read the spec ${path.relative(process.cwd(), specFile)}: no such file.`);
  const sources = specSources(specFile);
  const rules = configBeside(specFile);
  if (existsSync(rules)) sources.push(rules);
  const files = copyProject(dir, OURS);
  // JSON is YAML: the build reads spec/openapi.yaml whatever the document was written in. The files
  // it references keep their places beside it (so do its own name: a file may reference it).
  for (const source of sources) {
    const target = path.join(dir, 'spec', path.relative(path.dirname(specFile), source));
    mkdirSync(path.dirname(target), { recursive: true });
    copyFileSync(source, target);
  }
  copyFileSync(specFile, path.join(dir, 'spec/openapi.yaml'));
  for (const file of files.filter((f) => f.startsWith('site/content/') && f.endsWith('.md'))) {
    const target = path.join(dir, file);
    writeFileSync(target, readFileSync(target, 'utf8').replace(/\]\(\/api\/[^)#\s]+(#[^)\s]*)?\)/g, '](/api)'));
  }
  const generate = spawnSync(process.execPath, ['--import', 'tsx', 'generator/cli.ts', 'generate'], { cwd: dir, encoding: 'utf8' });
  if (generate.status !== 0) throw new SiteFromSpecError(`npm run generate failed in ${dir}:\n${generate.stdout}${generate.stderr}`);
  return dir;
}

/** Why a site could not be made from a spec: said to the user as it is, without a stack trace. */
export class SiteFromSpecError extends Error {
  override name = 'SiteFromSpecError';
}

/** A `$ref` to another file, as YAML or JSON writes it: its path, before any `#` (none for a reference within the file). */
const FILE_REF = /["']?\$ref["']?\s*:\s*["']?([^"'\s#,}]*)/g;

/** Any other value naming a YAML or JSON file: a discriminator's mapping names schemas by their files. */
const FILE_NAME = /[\w./-]+\.(?:ya?ml|json)\b/g;

/**
 * The spec's root and every file it references, by their absolute paths: what its `$ref`s reach,
 * and the files of the root's folder that any other value names (a mapping's; copying one too many
 * does no harm). They must lie in the root's folder or below it, where the copy's spec/ keeps
 * them; a `$ref` to a file that does not exist is left to the generator, which says where it is
 * written.
 */
export function specSources(root: string): string[] {
  const folder = path.dirname(root);
  const outside = (file: string) => path.relative(folder, file).startsWith('..');
  const found = new Set<string>();
  const visit = (file: string, referenced: boolean) => {
    if (found.has(file) || !existsSync(file)) return;
    if (outside(file)) {
      if (!referenced) return;
      throw new SiteFromSpecError(`The spec's ${path.relative(process.cwd(), file)} is outside the folder of its root (${path.relative(process.cwd(), folder) || '.'}), which is what is copied: move it there.`);
    }
    found.add(file);
    const text = readFileSync(file, 'utf8');
    const at = (target: string) => path.resolve(path.dirname(file), decodedPath(target));
    for (const [, target] of text.matchAll(FILE_REF)) if (target && !/^[a-z][a-z0-9+.-]*:/i.test(target)) visit(at(target), true);
    for (const [name] of text.matchAll(FILE_NAME)) visit(at(name), false);
  };
  visit(root, true);
  return [...found];
}

/**
 * Copies the project's files as git sees them in the working tree (committed or new, not ignored,
 * not deleted), but those under `except`, to `dir` (emptied first: a new or empty folder, or a
 * copy made before), with node_modules linked.
 * Returns every file of the working tree, copied or not. The development server's end-to-end
 * tests edit such a copy (tests/e2e/devServer.ts).
 */
export function copyProject(dir: string, except: string[] = []): string[] {
  assertCopy(dir);
  rmSync(dir, { recursive: true, force: true });
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: PROJECT, encoding: 'utf8' })
    .split('\0')
    // node_modules is linked below; a link to it (a git worktree's) is listed as a file.
    .filter((file) => file && file !== 'node_modules' && existsSync(path.join(PROJECT, file)));
  for (const file of files.filter((f) => !except.some((prefix) => f.startsWith(prefix)))) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    copyFileSync(path.join(PROJECT, file), path.join(dir, file));
  }
  symlinkSync(path.join(PROJECT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  return files;
}

/**
 * Refuses to empty `dir` when it holds files and is not a copy made here before (one whose
 * node_modules is the link to this project's): `--dir` given a folder of one's own would have
 * been deleted whole.
 */
function assertCopy(dir: string): void {
  if (isFile(dir)) throw new SiteFromSpecError(`${dir} is a file: give a new or empty folder.`);
  if (!existsSync(dir) || readdirSync(dir).length === 0) return;
  const link = path.join(dir, 'node_modules');
  const linked = lstatSync(link, { throwIfNoEntry: false })?.isSymbolicLink() && readlinkSync(link) === path.join(PROJECT, 'node_modules');
  if (!linked) throw new SiteFromSpecError(`${dir} holds files that are not a copy of this project made before, and the copy empties it first: give a new or empty folder.`);
}

function main() {
  const usage = 'Usage: npm run site-from-spec -- --spec FILE [--dir DIR]   (DIR: .cache/site-from-spec/<name of FILE>)';
  let values;
  try {
    ({ values } = parseArgs({ options: { spec: { type: 'string' }, dir: { type: 'string' }, help: { type: 'boolean' } } }));
  } catch (error) {
    console.error(`${(error as Error).message}\n${usage}`);
    process.exit(2);
  }
  if (values.help) {
    console.log(usage);
    process.exit(0);
  }
  if (!values.spec) {
    console.error(usage);
    process.exit(2);
  }
  const dir = path.resolve(values.dir ?? path.join(PROJECT, '.cache/site-from-spec', path.basename(values.spec).replace(/\.[^.]+$/, '')));
  try {
    prepareSiteFromSpec(path.resolve(values.spec), dir);
  } catch (error) {
    if (!(error instanceof SiteFromSpecError)) throw error;
    console.error(`✗ ${error.message}`);
    process.exit(1);
  }
  console.log(`Building the site of ${values.spec} in ${path.relative(process.cwd(), dir)}`);
  const build = spawnSync('npm', ['run', 'build'], { cwd: dir, stdio: 'inherit' });
  process.exit(build.status ?? 1);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
