import react from '@vitejs/plugin-react';
import path from 'node:path';
import vike from 'vike/plugin';
import { defineConfig } from 'vite';

export default defineConfig({
  root: 'site',
  publicDir: 'public',
  plugins: [vike(), react()],
  build: { outDir: path.resolve('dist'), emptyOutDir: true },
});
