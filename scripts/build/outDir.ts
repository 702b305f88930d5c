import path from 'node:path';

/**
 * Where the build writes: dist/, or SITE_OUT_DIR, which lets a second build (the configuration
 * variant of `npm test`) live beside it. The build, the search index and the end-to-end tests
 * all read it from here.
 */
export const SITE_OUT_DIR = path.resolve(process.env.SITE_OUT_DIR ?? 'dist');

/** The static site under a build's output: what `npm run serve` serves and the search indexes. */
export const clientDir = (outDir: string = SITE_OUT_DIR) => path.join(outDir, 'client');

/**
 * The output directory a build can write, checked: it must be inside the project. Vike takes
 * a directory elsewhere (`/tmp/out`) for a relative one (it compares its first segment with the
 * working directory's) and fails late, after bundling, looking for its manifest under
 * `site/tmp/out`; this says why at once.
 */
export function buildOutDir(outDir: string = SITE_OUT_DIR, project: string = process.cwd()): string {
  const relative = path.relative(project, outDir);
  if (relative === '' || relative.startsWith('..') || path.isAbsolute(relative)) {
    throw new Error(`The build cannot write to ${outDir} (SITE_OUT_DIR): it must be a directory inside the project (${project}), such as .cache/out, since Vike resolves one outside it wrongly.`);
  }
  return outDir;
}
