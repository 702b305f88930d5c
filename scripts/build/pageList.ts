import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The pages a build pre-renders, as `vike build` found them (site/pages/+onPrerenderStart.ts):
 * the site's paths without a locale prefix and the not-found page's. Each is rendered once per
 * locale. The first `firstOnly` paths, made from site/content, are the first process's, as are
 * the not-found pages: only it compiles the content. The rest are shared out among the
 * processes as they ask (scripts/build/prerenderProcesses.ts, shareOut).
 */
export interface PageList {
  paths: string[];
  firstOnly: number;
  notFound: string[];
}

/** Beside the server bundle, which the pre-rendering processes load and the build removes after them. */
const listFile = (outDir: string) => path.join(outDir, 'server', 'pages.json');

export const writePageList = (outDir: string, list: PageList) => writeFileSync(listFile(outDir), JSON.stringify(list));

export const readPageList = (outDir: string): PageList => JSON.parse(readFileSync(listFile(outDir), 'utf8')) as PageList;
