import { closeSync, openSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { open, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { temporaryPath } from '../../generator/output/replaceFile.mjs';
import { readInto } from './pageCache.ts';

/**
 * In the built site, the Markdown files each llms-full.txt is made of, in order (site/site-files):
 * written by the thread that writes llms.txt (and kept with it in the pages' cache), used by
 * {@link writeLlmsFull} and removed by the build.
 */
export const LLMS_FULL_LIST = '.llms-full.json';

/** Between two pages' Markdown in llms-full.txt. */
const SEPARATOR = Buffer.from('\n');

/** Where each page's Markdown is in an llms-full.txt: by the llms-full.txt's path in the site, each part's path, offset and byte length. */
export const LlmsFullParts = z.record(z.string(), z.array(z.tuple([z.string(), z.number().int().nonnegative(), z.number().int().nonnegative()])));
export type LlmsFullParts = z.infer<typeof LlmsFullParts>;

/**
 * Each locale's llms-full.txt in the built site `dir`, from the pages' Markdown the
 * pre-rendering threads wrote, once they all have (the build's last step before pruning):
 * `list` is the {@link LLMS_FULL_LIST} the sitemap's writer made (site/site-files). With
 * `previous`, where the last build put each page in the llms-full.txt it left (untouched since),
 * the pages `unchanged` since then are copied from there rather than read from their own files:
 * a one-description rebuild read our 1,300 Markdown files for three pages' sake (~0.3 s of the
 * build script; an 11,000-operation site's 40,000). Each file is written beside its place and
 * renamed into it. Returns where each page is in each file written (by its path in `dir`).
 */
export async function writeLlmsFull(dir: string, list: string, previous?: { parts: LlmsFullParts; unchanged: (part: string) => boolean }): Promise<LlmsFullParts> {
  const files = JSON.parse(list) as Record<string, string[]>;
  const written: LlmsFullParts = {};
  for (const [file, parts] of Object.entries(files)) {
    const target = path.join(dir, file);
    const before = new Map((previous?.parts[file] ?? []).map(([part, offset, length]) => [part, { offset, length }]));
    const old = before.size > 0 ? openSync(target, 'r') : undefined;
    const temporary = temporaryPath(target);
    const output = await open(temporary, 'w');
    const placed: LlmsFullParts[string] = [];
    let done = false;
    try {
      const writer = segments(output, old);
      for (const part of parts) {
        if (placed.length > 0) writer.bytes(SEPARATOR);
        const kept = old !== undefined && previous!.unchanged(part) ? before.get(part) : undefined;
        const at = writer.offset;
        if (kept) writer.old(kept.offset, kept.length);
        else writer.bytes(readFileSync(path.join(dir, part)));
        placed.push([part, at, writer.offset - at]);
        await writer.flushed();
      }
      await writer.end();
      done = true;
    } finally {
      await output.close();
      if (old !== undefined) closeSync(old);
      if (!done) rmSync(temporary, { force: true });
    }
    renameSync(temporary, target);
    written[file] = placed;
  }
  return written;
}

/**
 * What an llms-full.txt is written from, in order: new bytes, and ranges of the last one (`old`),
 * a run of pages left in place one range (with the separators between them), copied a piece at
 * a time. New bytes are written a few pages at a time ({@link READ_AT_ONCE}), never the whole
 * file: an 11,000-operation site's is 80 MB a locale, and reading them all before joining them
 * held 570 MB at its build's peak (issue 32).
 */
function segments(output: FileHandle, old: number | undefined) {
  let pending: (Buffer | { from: number; to: number })[] = [];
  let added = 0;
  let offset = 0;
  let copying: Buffer | undefined;
  // Written as they are (writev), and the old ranges through one buffer: on this machine's kind
  // fresh memory costs ~15 µs a page, and copying the pages into new buffers was most of the work.
  const write = async () => {
    const now = pending;
    pending = [];
    added = 0;
    let buffers: Buffer[] = [];
    for (const segment of now) {
      if (Buffer.isBuffer(segment)) {
        buffers.push(segment);
        continue;
      }
      if (buffers.length) await output.writev(buffers.splice(0));
      copying ??= Buffer.allocUnsafe(COPY_AT_ONCE);
      for (let from = segment.from; from < segment.to; from += COPY_AT_ONCE) {
        const length = Math.min(COPY_AT_ONCE, segment.to - from);
        await output.write(readExactly(old!, copying, from, length), 0, length);
      }
    }
    if (buffers.length) await output.writev(buffers);
  };
  return {
    get offset() {
      return offset;
    },
    bytes(bytes: Buffer) {
      pending.push(bytes);
      added++;
      offset += bytes.length;
    },
    /** `length` bytes of the last llms-full.txt from `from`: one with the range before it when only a separator, as it was, lies between. */
    old(from: number, length: number) {
      const [range, separator] = pending.slice(-2);
      if (range && !Buffer.isBuffer(range) && separator === SEPARATOR && range.to + SEPARATOR.length === from) {
        pending.pop();
        added--;
        range.to = from + length;
      } else pending.push({ from, to: from + length });
      offset += length;
    },
    /** Written once enough pages are waiting. */
    flushed: () => (added >= READ_AT_ONCE ? write() : Promise.resolve()),
    end: write,
  };
}

/** A range of the last llms-full.txt is read and written this many bytes at a time. */
const COPY_AT_ONCE = 1 << 20;

/** `buffer` filled with `length` bytes of the file open as `fd` from `position`; fails if the file is shorter (it was not left as recorded). */
function readExactly(fd: number, buffer: Buffer, position: number, length: number): Buffer {
  const read = readInto(fd, buffer, position, length);
  if (read !== length) throw new Error(`llms-full.txt is shorter than the last build left it (${position + read} of ${position + length} bytes)`);
  return buffer;
}

const READ_AT_ONCE = 64;

/** A locale's llms-full.txt: its pages' Markdown, one after the other. */
export const joinLlmsFull = (markdown: readonly string[]) => markdown.join(SEPARATOR.toString());
