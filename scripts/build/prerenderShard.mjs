// One of the build's pre-rendering processes (./prerenderProcesses.ts starts it): loads the
// server bundle the build has just written (its folder is the first argument) and renders pages
// with the bundle's own entry for it (site/prerender), as the `index`-th of `count` processes
// (the second argument, `index/count`), asking the build for its shares of the pages. Plain
// JavaScript: it starts in milliseconds, and the bundle needs no loader.
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const [server, part] = process.argv.slice(2);
const [index, count] = part.split('/').map(Number);
try {
  // Vike's server entry first, by path: it registers the pages with Vike's server.
  await import(pathToFileURL(path.join(server, 'entry.mjs')).href);
  const { prerenderPart } = await import(pathToFileURL(path.join(server, 'prerender.mjs')).href);
  await prerenderPart({ index, count });
} catch (error) {
  console.error(error);
  process.exit(1);
}
// The server code may leave handles open (Vike's own command ends the same way).
process.exit(0);
