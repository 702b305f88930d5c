// One of the build's pre-rendering processes (./prerenderProcesses.ts starts it, with its part of
// the pages in its environment): Vike's pre-rendering of the server bundle the build has just
// written, with the project's configuration. Plain JavaScript: a TypeScript loader would run
// every module Vike loads through its hooks.
import { prerender } from 'vike/api';

try {
  await prerender();
  // The site files this process may be writing (./siteFiles.ts, whose slot this reads).
  await globalThis[Symbol.for('bob.build.site-files')];
} catch (error) {
  console.error(error);
  process.exit(1);
}
// Vike's own command ends the same way: the server code may leave handles open.
process.exit(0);
