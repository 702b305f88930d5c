// `npm run build`: `vike build` in a Node started with the settings this machine calls for
// (./nodeFlags.mjs). Plain JavaScript, so that it starts in a few milliseconds: it only chooses
// and hands over.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { buildNodeFlags } from './nodeFlags.mjs';

const vike = fileURLToPath(new URL('../../node_modules/.bin/vike', import.meta.url));
const child = spawn(process.execPath, [...buildNodeFlags(), vike, 'build', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: {
    ...process.env,
    // rolldown's allocator (mimalloc) returns freed memory at once: ~100 MB less from the bundles
    // on, the same time (PERFORMANCE.md).
    MIMALLOC_PURGE_DELAY: '0',
    // Skips Vite's check of the configuration's modules for its future native loader on each of
    // the configuration's six loads (~0.2-0.3 s; PERFORMANCE.md).
    VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true',
  },
});
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
