import react from '@vitejs/plugin-react';
import vike from 'vike/plugin';
import { defineConfig } from 'vite';
import { buildOutDir } from './scripts/build/outDir.mjs';
import { recordBundleInputs } from './scripts/build/recordBundleInputs.ts';
import { livePreview } from './scripts/dev/livePreview.ts';
import { codeSampleTemplates, SAMPLE_TEMPLATES_DIR } from './site/components/api/codeSamples/sampleTemplates.ts';
import { API_DATA_DIR, apiDataDefine } from './site/config/apiData.ts';
import { resolveDeploymentOrExit } from './site/config/deployment.ts';
import { validateSiteConfig } from './site/config/validateSiteConfig.ts';
import { codeColours } from './site/content-pipeline/codeColours.ts';

validateSiteConfig();
const outDir = buildOutDir();
const deployment = resolveDeploymentOrExit();

export default defineConfig({
  root: 'site',
  publicDir: 'public',
  // The project's own, not node_modules/.vite: node_modules may be shared by several checkouts
  // (a git worktree's link), whose development servers would overwrite each other's dependencies.
  cacheDir: '../.cache/vite',
  // The path the site is served under (`BASE_PATH`): Vite prefixes the assets with it, Vike
  // routes below it, and the pages prefix their own links (site/config/base.ts).
  base: deployment.baseUrl,
  // The site's public URL (`SITE_URL`, validated and normalised), for canonical and alternate
  // links, the sitemap, llms.txt, under a name of Vike's public convention (issue 33). Vike
  // inlines every `import.meta.env.NAME` whose NAME is set in the environment with its raw value
  // (a trailing slash kept), ahead of this `define`, and refuses to bundle one for the browser, as
  // it may be a secret: so under `SITE_URL`'s own name, setting it broke the build. A global
  // constant (`__SITE_URL__`) would avoid Vike too, but the development server defines those in
  // the browser by a script that Vike's page loads beside the page's modules, not before them;
  // a name under `import.meta.env` is written into each module. (PUBLIC_ENV__SITE_URL set in the
  // environment would be inlined as typed: SITE_URL is the variable to set.)
  define: { 'import.meta.env.PUBLIC_ENV__SITE_URL': JSON.stringify(deployment.url), ...apiDataDefine() },
  plugins: [
    livePreview({ spec: 'spec/openapi.yaml', out: API_DATA_DIR, locales: 'locales', content: 'site/content', templates: SAMPLE_TEMPLATES_DIR }),
    vike(),
    react(),
    codeColours(),
    codeSampleTemplates(),
    // What the bundling read, checked against the bundles' cache key (scripts/build/bundleCache.mjs).
    recordBundleInputs(outDir),
  ],
  // outDir: dist/ or SITE_OUT_DIR (scripts/build/outDir.mjs), overwritten in place, its stale
  // files removed at the build's end rather than emptied first (scripts/build/replaceInPlace.ts).
  // Vite's gzip sizes of every bundle file cost ~0.5 s per build (the server build's are computed
  // after pre-rendering): the bench measures what a visitor downloads instead (npm run bench).
  build: { outDir, emptyOutDir: false, reportCompressedSize: false },
  environments: {
    ssr: {
      build: {
        rollupOptions: {
          // Beside Vike's entries, the one the build's pre-rendering processes run
          // (scripts/build/prerenderShard.mjs), bundled with the pages to share their modules.
          input: { prerender: 'site/prerender/index.ts' },
          // Vike lists the pages to pre-render in this build's writeBundle hook: rolldown would
          // report it as a slow plugin on every build.
          checks: { bundlerTimings: false },
        },
      },
    },
  },
});
