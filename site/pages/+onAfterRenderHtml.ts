import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { PageContextServer } from 'vike/types';
import { searchDocumentsDir } from '../../scripts/build/outDir.ts';
import { searchDocument } from '../../scripts/search/searchDocument.ts';
import { lang } from '../config/head.ts';

// The build's process pre-renders, so its output directory is this process's too.
const SEARCH_DOCUMENTS = searchDocumentsDir();

// Environment: server, pre-rendering only. Each page's search document is written as the page
// is rendered, beside the site: the search index reads those, a twelfth of the pages' bytes,
// rather than the pages (`npm run build`'s last step, scripts/search).
export async function onAfterRenderHtml(pageContext: PageContextServer) {
  if (!pageContext.isPrerendering || !pageContext.pageHtmlString) return;
  const document = searchDocument(pageContext.pageHtmlString, lang(pageContext));
  if (!document) return;
  // At the page's own path (/api/ping → api/ping/index.html), which Pagefind makes its URL.
  const file = path.join(SEARCH_DOCUMENTS, pageContext.urlOriginal, 'index.html');
  // Its directory is there from the previous build (the output is replaced in place): it is
  // made only when the write finds it missing, saving a mkdir per page.
  await writeFile(file, document).catch(async (error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error;
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, document);
  });
}
