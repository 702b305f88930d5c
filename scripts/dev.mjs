// `npm run dev`: the live preview for spec and content authors (issue 18). Vike's development
// server renders every route of the three locales from the sources on request, with no
// production build; scripts/dev/livePreview.ts (a plugin of vite.config.ts) regenerates what a
// save of spec/ changes and keeps the open pages in step. PORT chooses the port (3000). Plain
// JavaScript: a TypeScript loader would run every module Vite and Vike load through its hooks.
import { dev } from 'vike/api';
import { portOrExit } from './port.mjs';

const port = portOrExit(process.env.PORT, 3000);
const host = process.env.HOST ?? '0.0.0.0';

let viteServer;
try {
  ({ viteServer } = await dev({ viteConfig: { server: { port, host, strictPort: true } }, startupLog: true }));
} catch (error) {
  // Said as `npm run serve` says it (scripts/serve.ts), not with Vite's stack trace.
  if (!/^Port \d+ is already in use/.test(error?.message ?? '')) throw error;
  console.error(`Port ${port} is in use: set PORT to another.`);
  process.exit(1);
}

// Vite's own handling of Ctrl-C leaves the watcher and the sockets to the exit.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    void viteServer.close().then(() => process.exit(0));
    setTimeout(() => process.exit(1), 3000).unref();
  });
}
