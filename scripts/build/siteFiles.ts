import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { buildSlot } from './buildSlot.ts';

/**
 * The site's files besides its pages (site/site-files: sitemap, the pages' Markdown, llms.txt),
 * being written by this process while it pre-renders: started by the pages' +onPrerenderStart,
 * not awaited there so that pre-rendering starts at once (the docs' compilation they wait for
 * would otherwise wait behind the highlighting of every operation), and awaited before the
 * process's output counts as complete ({@link siteFilesWritten}).
 */
const writing = buildSlot<Promise<void>>('site-files');

export function startSiteFiles(write: Promise<void>): void {
  write.catch(() => {}); // Reported where it is awaited, not as an unhandled rejection before.
  writing.set(write);
}

/** Resolves once the site files this process writes (if any) are written; rejects as their writing did. */
export const siteFilesWritten = (): Promise<void> => writing.get() ?? Promise.resolve();

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
    await writeFile(path.join(dir, file), texts.join('\n'));
  }
  await rm(list);
}
