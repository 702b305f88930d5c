// `npm run build`: `vike build` in a Node started with the settings this machine calls for
// (./nodeFlags.mjs), which bundles the site and lists its pages; then, once that process and what
// bundling left in its memory are gone, ./prerenderAfterBuild.ts (TypeScript, loaded only then)
// pre-renders and indexes the pages. Plain JavaScript, so that it starts in a few milliseconds.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { buildNodeFlags } from './nodeFlags.mjs';

const flags = buildNodeFlags();
// For `vike build` and the pre-rendering processes: rolldown's allocator (mimalloc) returns freed
// memory at once (~100 MB less from the bundles on, the same time; PERFORMANCE.md), and Vite skips
// its check of the configuration's modules for its future native loader on each of the
// configuration's loads (~0.2-0.3 s; PERFORMANCE.md).
Object.assign(process.env, { MIMALLOC_PURGE_DELAY: '0', VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' });
const vike = fileURLToPath(new URL('../../node_modules/.bin/vike', import.meta.url));
const child = spawn(process.execPath, [...flags, vike, 'build', ...process.argv.slice(2)], { stdio: 'inherit' });
child.on('exit', async (code, signal) => {
  if (code !== 0) process.exit(code ?? (signal ? 1 : 0));
  try {
    const { register } = await import('tsx/esm/api');
    register();
    const { prerenderAfterBuild } = await import('./prerenderAfterBuild.ts');
    await prerenderAfterBuild(flags);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
});
