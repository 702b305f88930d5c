import { existsSync, mkdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import type { ZodType } from 'zod';
import { replaceFile } from '../../generator/output/replaceFile.mjs';

/** An output of the build as the record holds it: the key it was made from, its files' paths in the site, sizes and times, and what its writer said of them. */
interface Entry {
  key: string;
  files: [file: string, size: number, mtimeMs: number][];
  detail?: unknown;
}

/** Where the record of the build writing to `outDir` is (ignored, as all of .cache/ is): one per output directory. */
export const outputRecordFile = (outDir: string) => path.join('.cache/outputs', `${path.relative(process.cwd(), path.resolve(outDir)).replaceAll(path.sep, '_') || 'root'}.json`);

/**
 * The record of what the last build left in the site `site` (issue 35): each output (a page in a
 * locale, by its URL; the search index; the site's index files; llms-full.txt), the key it was
 * made from (./pageKeys.ts) and its files' sizes and times. A rebuild leaves an output whose key
 * is unchanged where it is, rather than writing the same bytes again (a nothing-changed rebuild
 * wrote ~12,000 files, ~120 MB), as long as its files are as the record says: a file written
 * since by anything else has another time. The record is taken as the build starts (removed from
 * `file`), so that a build that fails leaves none and the next writes every output; the build
 * saves the new one once it has written everything.
 */
export function outputRecord(file: string, site: string) {
  let previous: Record<string, Entry> = {};
  if (existsSync(file)) {
    try {
      previous = JSON.parse(readFileSync(file, 'utf8')) as Record<string, Entry>;
    } catch {
      // Unreadable: every output is written again.
    }
    rmSync(file);
  }
  const next: Record<string, Entry> = {};
  /** Whether `entry`'s files are in the site as the last build left them. */
  const intact = (entry: Entry) =>
    entry.files.every(([relative, size, mtimeMs]) => {
      const stat = statSync(path.join(site, relative), { throwIfNoEntry: false });
      return stat !== undefined && stat.size === size && stat.mtimeMs === mtimeMs;
    });
  return {
    /** Whether the output `name` made from `key` is in the site as the last build left it. */
    inPlace(name: string, key: string): boolean {
      const entry = previous[name];
      return entry !== undefined && entry.key === key && intact(entry);
    },
    /**
     * What was recorded of the output `name` (`detail`), whatever it was made from, if its files
     * are in the site as the last build left them and it is what `schema` says: a record of
     * another version of the build is not trusted.
     */
    left<Detail>(name: string, schema: ZodType<Detail>): Detail | undefined {
      const entry = previous[name];
      const parsed = entry && intact(entry) ? schema.safeParse(entry.detail) : undefined;
      return parsed?.success ? parsed.data : undefined;
    },
    /** Leaves the output `name` ({@link inPlace}) as it is, recorded again: its files' absolute paths, which the build must not prune. */
    keep(name: string): string[] {
      const entry = previous[name]!;
      next[name] = entry;
      return entry.files.map(([relative]) => path.join(site, relative));
    },
    /** Records the output `name`, made from `key`: its `files` (paths in the site) as they are now, and what else its writer needs of it next time (`detail`, JSON). */
    record(name: string, key: string, files: readonly string[], detail?: unknown): void {
      next[name] = {
        key,
        ...(detail === undefined ? {} : { detail }),
        files: files.map((relative) => {
          const stat = statSync(path.join(site, relative));
          return [relative, stat.size, stat.mtimeMs];
        }),
      };
    },
    /** Saves the record of this build (whole or not at all), once every output is written. */
    save(): void {
      mkdirSync(path.dirname(file), { recursive: true });
      replaceFile(file, JSON.stringify(next));
    },
  };
}

export type OutputRecord = ReturnType<typeof outputRecord>;
