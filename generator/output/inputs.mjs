// The record of what a generated output directory was made from (`inputs.json` in it), and the
// check of it that lets `npm run build` leave the generator out when nothing it reads has changed
// since `npm run generate`. Plain JavaScript, so that the build checks it without a TypeScript
// loader; its types are in ./inputs.d.mts.
import { createHash } from 'node:crypto';
import { closeSync, existsSync, openSync, readdirSync, readFileSync, readSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const INPUTS_FILE = 'inputs.json';

/** The project's generator: its code, its templates, and through its imports the packages it runs. */
const GENERATOR = {
  root: fileURLToPath(new URL('../..', import.meta.url)),
  dirs: ['generator', 'templates/generated'],
};

/** Read a piece at a time into one buffer: the build checks GitHub's 24 MB of output, and held whole they stayed in its memory. */
const chunk = Buffer.alloc(1 << 20);

/** Adds a file's bytes to `hash`. */
function hashFile(hash, file) {
  const fd = openSync(file, 'r');
  try {
    for (let read; (read = readSync(fd, chunk, 0, chunk.length)) > 0; ) hash.update(chunk.subarray(0, read));
  } finally {
    closeSync(fd);
  }
  return hash;
}

const sha256 = (file) => hashFile(createHash('sha256'), file).digest('hex');

/**
 * A spec file's hash, or `absent` for one the spec names that is not there (a discriminator
 * mapping into it, read as meant), so that its coming makes the generator run again.
 */
const hashed = (file) => (existsSync(file) ? sha256(file) : 'absent');

/**
 * What the generator is: a hash of its code (tests left out), its templates and the version of
 * each package its code imports. Any change to one may change what it writes.
 */
export function generatorIdentity(generator = GENERATOR) {
  const hash = createHash('sha256');
  const packages = new Set();
  const files = generator.dirs.flatMap((dir) => listFiles(path.join(generator.root, dir)).map((file) => path.join(dir, file)));
  for (const file of files.filter((name) => !/\.test\.[cm]?ts$/.test(name)).sort()) {
    const source = readFileSync(path.join(generator.root, file), 'utf8');
    hash.update(`${file}\0${source}\0`);
    for (const [, specifier] of source.matchAll(/(?:\bfrom|\bimport)\s*\(?\s*['"]([^'"./][^'"]*)['"]/g)) {
      if (!specifier.startsWith('node:')) packages.add(specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/'));
    }
  }
  for (const name of [...packages].sort()) hash.update(`${name}@${packageVersion(generator.root, name)}\0`);
  return hash.digest('hex');
}

function packageVersion(root, name) {
  const manifest = path.join(root, 'node_modules', name, 'package.json');
  return existsSync(manifest) ? JSON.parse(readFileSync(manifest, 'utf8')).version : 'missing';
}

/**
 * A hash of an output directory's files (path and content), the record itself left out: of
 * `files` (path → content) as they are about to be written, or, with `dir`, as they are there.
 */
function outputHash(files, dir) {
  const hash = createHash('sha256');
  for (const [file, content] of [...files].filter(([name]) => name !== INPUTS_FILE).sort(([a], [b]) => (a < b ? -1 : 1))) {
    hash.update(`${file}\0`);
    if (dir === undefined) hash.update(content);
    else hashFile(hash, path.join(dir, file));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/**
 * The record of what `files`, written to `outDir`, are made from: the generator, every file of
 * the spec (its root first, every file its `$ref`s reach) and the `redocly.yaml` beside it, or
 * that there is none, each by a hash of its content; and a hash of the files themselves. Paths
 * are relative to `outDir`, so the record holds wherever the project is. A spec that reads a
 * URL is never taken as unchanged (`spec` is null).
 */
export function inputsRecord({ outDir, sources, config, files }, generator = GENERATOR) {
  const relative = (file) => path.relative(path.resolve(outDir), file).split(path.sep).join('/');
  const remote = sources.some((source) => /^[a-z][a-z0-9+.-]+:\/\//i.test(source));
  const spec = remote ? null : Object.fromEntries([...sources.map((file) => [relative(file), hashed(file)]), [relative(config), hashed(config)]]);
  const record = {
    about: 'What this directory was made from: `npm run build` skips the generator while all of it is as it was (generator/output/inputs.mjs).',
    generator: generatorIdentity(generator),
    spec,
    output: outputHash(files),
  };
  return `${JSON.stringify(record, null, 2)}\n`;
}

/**
 * Whether `outDir` holds what the generator would write from `specFile` now: its record names
 * `specFile` as the root, and the generator, every file of the spec and the output are as it
 * records them. False for anything else (no record, an unreadable one, a spec that reads a URL).
 */
export function inputsCurrent(outDir, specFile, generator = GENERATOR) {
  const dir = path.resolve(outDir);
  let record;
  try {
    record = JSON.parse(readFileSync(path.join(dir, INPUTS_FILE), 'utf8'));
  } catch {
    return false;
  }
  const spec = Object.entries(record.spec ?? {});
  if (spec.length === 0 || path.resolve(dir, spec[0][0]) !== path.resolve(specFile)) return false;
  for (const [file, hash] of spec) {
    const full = path.resolve(dir, file);
    if (hashed(full) !== hash) return false;
  }
  if (record.generator !== generatorIdentity(generator)) return false;
  return record.output === outputHash(listFiles(dir).map((file) => [file]), dir);
}

/** Every file under `dir`, as `/`-separated paths relative to it ([] if there is no `dir`). */
export function listFiles(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}
