import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Writes files under `dir`, making each folder once (a `mkdir` per file was a good part of Vike's
 * own writing). Synchronously: a page's files are written in a few hundred microseconds, while
 * the promise API's open, write and close, each a trip through libuv's threads, cost a
 * pre-rendering thread ~2 s of its ~30 s on GitHub's spec (docs/performance-history.md).
 */
export function fileWriter(dir: string): (file: string, text: string) => void {
  const folders = new Set<string>();
  return (file, text) => {
    const full = path.join(dir, file);
    const folder = path.dirname(full);
    if (!folders.has(folder)) {
      mkdirSync(folder, { recursive: true });
      folders.add(folder);
    }
    writeFileSync(full, text);
  };
}
