// Where the build writes, and the mark of its start there. Plain JavaScript, so that the build
// script (./build.mjs) uses it without a TypeScript loader; its types are in ./outDir.d.mts.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { foreignFiles, isFile } from '../../generator/output/foreignFiles.mjs';

/**
 * Where the build writes: dist/, or SITE_OUT_DIR, which lets a second build (of another
 * configuration, or the bench's cold one) live beside it. The build, the search index and the
 * end-to-end tests all read it from here.
 */
export const SITE_OUT_DIR = path.resolve(process.env.SITE_OUT_DIR ?? 'dist');

/** The static site under a build's output: what `npm run serve` serves and the search indexes. */
export const clientDir = (outDir = SITE_OUT_DIR) => path.join(outDir, 'client');

/**
 * The output directory a build can write, checked: it must be inside the project. Vike takes
 * a directory elsewhere (`/tmp/out`) for a relative one (it compares its first segment with the
 * working directory's) and fails late, after bundling, looking for its manifest under
 * `site/tmp/out`; this says why at once.
 */
export function buildOutDir(outDir = SITE_OUT_DIR, project = process.cwd()) {
  const relative = path.relative(project, outDir);
  if (relative === '' || relative.startsWith('..') || path.isAbsolute(relative)) {
    throw new Error(`The build cannot write to ${outDir} (SITE_OUT_DIR): it must be a directory inside the project (${project}), such as .cache/out, since Vike resolves one outside it wrongly.`);
  }
  return outDir;
}

/**
 * Refuses an output directory that holds files no build wrote: a build removes, at its end, what
 * it did not write there (./replaceInPlace.ts), and SITE_OUT_DIR=site would have taken the site's
 * sources with it. A build's directory has Vike's assets.json, the mark of a build's start
 * ({@link BUILD_MARK}, left by one that did not finish), or a site with its home page.
 */
export function assertBuildOutput(outDir) {
  if (isFile(outDir)) throw new Error(`The build cannot write to ${outDir} (SITE_OUT_DIR): it is a file. Give a directory: new, empty, or one a build wrote.`);
  const held = foreignFiles(outDir, (entries) => entries.includes('assets.json') || entries.includes(BUILD_MARK) || existsSync(path.join(clientDir(outDir), 'index.html')));
  if (held === undefined) return;
  throw new Error(`The build cannot write to ${outDir} (SITE_OUT_DIR): it holds files no build wrote (${held}), and a build removes what it did not write there. Give a new or empty directory, or one a build wrote.`);
}

/** The file whose time is the build's start: what is older at its end was not written by it (./replaceInPlace.ts). */
export const BUILD_MARK = '.build-started';

/** Marks the build's start in `outDir`, before anything of the build writes there. */
export function markBuildStart(outDir) {
  mkdirSync(outDir, { recursive: true });
  writeFileSync(path.join(outDir, BUILD_MARK), '');
}
