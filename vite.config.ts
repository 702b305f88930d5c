import react from '@vitejs/plugin-react';
import path from 'node:path';
import vike from 'vike/plugin';
import { defineConfig } from 'vite';
import { generateApiModules } from './generator/vitePlugin.ts';
import { validateSiteConfig } from './site/config/validateSiteConfig.ts';

validateSiteConfig();

export default defineConfig({
  root: 'site',
  publicDir: 'public',
  plugins: [generateApiModules({ spec: 'spec/openapi.yaml', out: 'site/generated' }), vike(), react()],
  build: { outDir: path.resolve('dist'), emptyOutDir: true },
});
