// `node --import tsx scripts/serve.ts [--root DIR]`: serves the pre-rendered site the way it will
// be served in production: clean URLs, locale 404 pages, long-lived hashed assets, under the
// base path BASE_PATH (the site configuration's by default: site/config/deployment.ts). DIR is
// by default what the build wrote: dist/client, or under SITE_OUT_DIR when it is set.
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { clientDir } from './build/outDir.mjs';
import { portOrExit } from './port.mjs';
import { createServer } from './serve/server.ts';
import { resolveDeploymentOrExit } from '../site/config/deployment.ts';

let values: { root?: string };
try {
  ({ values } = parseArgs({ options: { root: { type: 'string' } } }));
} catch (error) {
  console.error(`${(error as Error).message}\nUsage: node --import tsx scripts/serve.ts [--root DIR]`);
  process.exit(1);
}

const root = values.root ? path.resolve(values.root) : clientDir();
const relative = path.relative(process.cwd(), root);
const shown = relative === '' ? '.' : relative.startsWith('..') ? root : relative; // `dist/client`
if (!existsSync(root) || !statSync(root).isDirectory()) {
  console.error(`${shown} does not exist: run npm run build first.`);
  process.exit(1);
}

const port = portOrExit(process.env.PORT, 4173);
const host = process.env.HOST ?? '0.0.0.0';
const { baseUrl } = resolveDeploymentOrExit();
const server = createServer({ root, locales: ['he', 'zh'], base: baseUrl });

server.on('error', (error: NodeJS.ErrnoException) => {
  console.error(error.code === 'EADDRINUSE' ? `Port ${port} is in use: set PORT to another.` : error.message);
  process.exit(1);
});

server.listen(port, host, () => {
  const address = server.address();
  const actual = typeof address === 'object' && address ? address.port : port; // PORT=0 picks one.
  console.log(`Serving ${shown} on http://localhost:${actual}${baseUrl}`);
});

// Finish in-flight responses, then exit. `once`, so a second Ctrl-C kills at once.
function shutdown(signal: string): void {
  console.log(`${signal}: shutting down`);
  server.close(() => process.exit(0));
  server.closeIdleConnections(); // Keep-alive sockets would otherwise hold close() open.
  setTimeout(() => process.exit(1), 5000).unref();
}
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);
