import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Writes files under `dir`, making each folder once: the pre-rendering processes write the pages
 * and their Markdown many at once (each waiting for the last took seconds on a busy machine), and
 * a `mkdir` per file was a good part of Vike's own writing.
 */
export function fileWriter(dir: string): (file: string, text: string) => Promise<void> {
  const folders = new Map<string, Promise<unknown>>();
  return async (file, text) => {
    const full = path.join(dir, file);
    const folder = path.dirname(full);
    if (!folders.has(folder)) folders.set(folder, mkdir(folder, { recursive: true }));
    await folders.get(folder);
    await writeFile(full, text);
  };
}
