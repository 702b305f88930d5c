// `npm run build`: `vike build` in a Node started with the settings this machine calls for
// (./nodeFlags.mjs). Plain JavaScript, so that it starts in a few milliseconds: it only chooses
// and hands over. A site with pages enough for several pre-rendering processes is pre-rendered
// after `vike build` has ended, so that what bundling leaves in that process's memory is given
// back first: `vike build` says so through the channel (scripts/build/prerenderProcesses.ts),
// and ./prerenderAfterBuild.ts (TypeScript, loaded only then) renders and indexes the pages.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { buildNodeFlags } from './nodeFlags.mjs';

const flags = buildNodeFlags();
// For `vike build` and the pre-rendering processes, which load the configuration too:
// rolldown's allocator (mimalloc) returns freed memory at once (~100 MB less from the bundles on,
// ~40 MB less in each pre-rendering process, the same time; PERFORMANCE.md), and Vite skips its
// check of the configuration's modules for its future native loader on each of the
// configuration's loads (~0.2-0.3 s; PERFORMANCE.md).
Object.assign(process.env, { MIMALLOC_PURGE_DELAY: '0', VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' });
const vike = fileURLToPath(new URL('../../node_modules/.bin/vike', import.meta.url));
const child = spawn(process.execPath, [...flags, vike, 'build', ...process.argv.slice(2)], {
  stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
  env: { ...process.env, BOB_PRERENDER_HANDOVER: '1' },
});
let handedOver;
child.on('message', (message) => {
  if (message.prerenderProcesses) handedOver = message.prerenderProcesses;
});
child.on('exit', async (code, signal) => {
  if (code !== 0 || !handedOver) process.exit(code ?? (signal ? 1 : 0));
  try {
    const { register } = await import('tsx/esm/api');
    register();
    const { prerenderAfterBuild } = await import('./prerenderAfterBuild.ts');
    await prerenderAfterBuild(handedOver, flags);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
});
