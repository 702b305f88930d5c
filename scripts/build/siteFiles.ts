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
