import { stripVTControlCharacters } from 'node:util';

/** A line that is nothing but the path of a file Vike wrote: `../dist/client/api/ping/index.html`. */
const WRITTEN_FILE = /^\S+(\.html|\.pageContext\.json)$/;

/**
 * Pre-rendering's log without Vike's line per written file (two per page: 1,560 lines that bury
 * the build's own messages, and ~0.1 s of the main thread writing them). Vike lists them unless
 * pre-rendering is run through its API with an `onPagePrerender` that writes the files itself,
 * which is slower (see the README's build notes); its other lines, the count of pages
 * pre-rendered among them, are printed as before.
 */
export function quietFileListing(): void {
  const log = console.log;
  console.log = (...args: unknown[]) => {
    if (args.length === 1 && typeof args[0] === 'string' && WRITTEN_FILE.test(stripVTControlCharacters(args[0]))) return;
    log(...args);
  };
}
