// One of the build's pre-rendering processes (./prerenderProcesses.ts starts it, with its part of
// the pages in its environment): Vike's pre-rendering of the server bundle the build has just
// written, with the project's configuration. Plain JavaScript: a TypeScript loader would run
// every module Vike loads through its hooks.
import { pathToFileURL } from 'node:url';
import { prerender } from 'vike/api';

// The server bundle's entry, given by the build (its first argument), is loaded first. Vike
// would otherwise look for it through a file its builds write into node_modules, naming the
// last build made with it, and trust that when it lies inside the working directory: with a
// scratch copy of the project under .cache/ (npm test's public spec, the bench's big specs)
// built in between, the project's pre-rendering would load the copy's pages.
try {
  await import(pathToFileURL(process.argv[2]).href);
  await prerender();
  // The site files this process may be writing (./siteFiles.ts, whose slot this reads).
  await globalThis[Symbol.for('bob.build.site-files')];
} catch (error) {
  console.error(error);
  process.exit(1);
}
// Vike's own command ends the same way: the server code may leave handles open.
process.exit(0);
