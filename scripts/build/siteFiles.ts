import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * In the built site, the Markdown files each llms-full.txt is made of, in order (site/site-files):
 * written by the process that writes llms.txt, used and removed by {@link writeLlmsFull}.
 */
export const LLMS_FULL_LIST = '.llms-full.json';

/**
 * Each locale's llms-full.txt in the built site `dir`, from the pages' Markdown the
 * pre-rendering processes wrote, once they all have (the build's last step before pruning).
 */
export async function writeLlmsFull(dir: string): Promise<void> {
  const list = path.join(dir, LLMS_FULL_LIST);
  const files = JSON.parse(await readFile(list, 'utf8')) as Record<string, string[]>;
  for (const [file, parts] of Object.entries(files)) {
    const texts = await Promise.all(parts.map((part) => readFile(path.join(dir, part), 'utf8')));
    await writeFile(path.join(dir, file), joinLlmsFull(texts));
  }
  await rm(list);
}

/** A locale's llms-full.txt: its pages' Markdown, one after the other. */
export const joinLlmsFull = (markdown: readonly string[]) => markdown.join('\n');
