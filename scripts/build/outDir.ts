import path from 'node:path';

/**
 * Where the build writes: dist/, or SITE_OUT_DIR, which lets a second build (the configuration
 * variant of `npm test`) live beside it. The build, the search index and the end-to-end tests
 * all read it from here.
 */
export const SITE_OUT_DIR = path.resolve(process.env.SITE_OUT_DIR ?? 'dist');

/** The static site under a build's output: what `npm run serve` serves and the search indexes. */
export const clientDir = (outDir: string = SITE_OUT_DIR) => path.join(outDir, 'client');

