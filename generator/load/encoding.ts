import { existsSync, readFileSync } from 'node:fs';
import type { Problem } from '../problems.ts';
import { relative } from './locateProblem.ts';

const strict = new TextDecoder('utf-8', { fatal: true });

/**
 * A warning for each of the spec's files that is not UTF-8 (saved in another encoding, Latin-1 or
 * Windows-1252 most often), at the line of its first byte that is not: the reader of YAML and JSON
 * takes such a byte for U+FFFD, and the pages would show "caf�" where "café" was meant. The
 * document is read on as it was: its text is sound to render.
 */
export function encodingWarnings(files: readonly string[]): Problem[] {
  return files.flatMap((file): Problem[] => {
    // A URL (`https:`): its bytes are not here to check. A file a mapping names that is not there: tolerated, with its own warning.
    if (/^[a-z][a-z0-9+.-]+:/i.test(file) || !existsSync(file)) return [];
    const bytes = readFileSync(file);
    try {
      strict.decode(bytes);
      return [];
    } catch {
      const text = new TextDecoder('utf-8').decode(bytes);
      const before = text.slice(0, text.indexOf('\uFFFD')).split('\n');
      return [{ severity: 'warning', file: relative(file), line: before.length, col: before.at(-1)!.length + 1, message: 'not UTF-8: its text shows � where a byte is not; save the file as UTF-8' }];
    }
  });
}
