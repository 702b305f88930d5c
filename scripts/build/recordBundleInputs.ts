import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { LOADED_FILES } from './bundleCache.mjs';

/**
 * Writes the files each bundling read (every module of every environment, by absolute path) to
 * `outDir`/.bundle-inputs.json, for the build to check that the bundles' cache key covers them
 * (./bundleCache.mjs, storeBundles) before it keeps them for the next build. The environments'
 * lists are merged: each is a plugin instance of its own.
 */
export function recordBundleInputs(outDir: string): Plugin {
  return {
    name: 'record-bundle-inputs',
    apply: 'build',
    buildEnd() {
      const file = path.join(outDir, LOADED_FILES);
      const loaded = new Set<string>(existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as string[]) : []);
      for (const id of this.getModuleIds()) {
        const name = id.split('?')[0]!;
        if (path.isAbsolute(name) && existsSync(name)) loaded.add(name);
      }
      writeFileSync(file, JSON.stringify([...loaded].sort()));
    },
  };
}
