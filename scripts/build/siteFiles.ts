import { readFileSync } from 'node:fs';
import { open } from 'node:fs/promises';
import path from 'node:path';

/**
 * In the built site, the Markdown files each llms-full.txt is made of, in order (site/site-files):
 * written by the thread that writes llms.txt (and kept with it in the pages' cache), used by
 * {@link writeLlmsFull} and removed by the build.
 */
export const LLMS_FULL_LIST = '.llms-full.json';

/** Between two pages' Markdown in llms-full.txt. */
const SEPARATOR = '\n';

/**
 * Each locale's llms-full.txt in the built site `dir`, from the pages' Markdown the
 * pre-rendering threads wrote, once they all have (the build's last step before pruning):
 * `list` is the {@link LLMS_FULL_LIST} the sitemap's writer made (site/site-files). Returns the
 * files written (paths in `dir`).
 */
export async function writeLlmsFull(dir: string, list: string): Promise<string[]> {
  const files = JSON.parse(list) as Record<string, string[]>;
  for (const [file, parts] of Object.entries(files)) {
    // A few pages at a time, never the whole file: an 11,000-operation site's is 80 MB a locale,
    // and reading them all before joining them held 570 MB at its build's peak (issue 32).
    const output = await open(path.join(dir, file), 'w');
    try {
      for (let at = 0; at < parts.length; at += READ_AT_ONCE) {
        const texts = parts.slice(at, at + READ_AT_ONCE).map((part) => readFileSync(path.join(dir, part)));
        await output.write(Buffer.concat(texts.flatMap((text, i) => (at + i === 0 ? [text] : [Buffer.from(SEPARATOR), text]))));
      }
    } finally {
      await output.close();
    }
  }
  return Object.keys(files);
}

const READ_AT_ONCE = 64;

/** A locale's llms-full.txt: its pages' Markdown, one after the other. */
export const joinLlmsFull = (markdown: readonly string[]) => markdown.join(SEPARATOR);
