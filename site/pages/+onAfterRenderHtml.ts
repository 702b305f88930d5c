import { posix } from 'node:path';
import type { PageContextServer } from 'vike/types';
import { isShardProcess, sendSearchDocument } from '../../scripts/build/prerenderProcesses.ts';
import { searchDocument, searchPages } from '../../scripts/search/searchDocument.ts';
import { lang } from '../config/head.ts';

// Environment: server, pre-rendering only. Each page's search document goes to the search index
// as the page is rendered (`npm run build` indexes the site: scripts/search/vitePlugin.ts), from
// a pre-rendering process of the build's through its channel to the build
// (scripts/build/prerenderProcesses.ts).
export async function onAfterRenderHtml(pageContext: PageContextServer) {
  const add = searchPages.get() ?? (isShardProcess() ? sendSearchDocument : undefined);
  if (!add || !pageContext.isPrerendering || !pageContext.pageHtmlString) return;
  const document = searchDocument(pageContext.pageHtmlString, lang(pageContext));
  // At the page's own file (/api/ping → api/ping/index.html), which Pagefind makes its URL.
  if (document) await add(posix.join(pageContext.urlOriginal, 'index.html').slice(1), document);
}
