import react from '@vitejs/plugin-react';
import path from 'node:path';
import vike from 'vike/plugin';
import { defineConfig } from 'vite';
import { generateApiModules } from './generator/vitePlugin.ts';
import { buildSearchIndex } from './scripts/search/vitePlugin.ts';
import { siteConfig } from './site/config/siteConfig.ts';
import { validateSiteConfig } from './site/config/validateSiteConfig.ts';

validateSiteConfig();

export default defineConfig({
  root: 'site',
  publicDir: 'public',
  plugins: [
    generateApiModules({ spec: 'spec/openapi.yaml', out: 'site/generated' }),
    vike(),
    react(),
    // Last: indexes the pre-rendered pages for the search box (every locale must have pages).
    buildSearchIndex({ languages: Object.values(siteConfig.locales).map((locale) => locale.htmlLang) }),
  ],
  // SITE_OUT_DIR lets a second build (a configuration variant, a parallel worker) live beside dist/.
  build: { outDir: path.resolve(process.env.SITE_OUT_DIR ?? 'dist'), emptyOutDir: true },
});
