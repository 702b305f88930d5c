import { siteConfig } from '../../site/config/siteConfig.ts';
import { SearchIndexError, type SiteIndexer } from './indexSite.ts';

/**
 * Writes the search index of the pages `indexer` was given (./indexSite.ts: Pagefind, fed each
 * page's search document as it is pre-rendered, scripts/build/prerenderAfterBuild.ts) into
 * `site`/pagefind, and says so; fails the build, saying why, when it cannot.
 */
export async function writeSearchIndex(indexer: SiteIndexer, site: string): Promise<void> {
  const languages = Object.values(siteConfig.locales).map((locale) => locale.htmlLang);
  const started = performance.now();
  try {
    const { pagesByLanguage } = await indexer.write(site, languages);
    const counts = Object.entries(pagesByLanguage).map(([language, pages]) => `${language} ${pages}`);
    console.log(`✓ search index: ${counts.join(', ')} pages in ${Math.round(performance.now() - started)} ms`);
  } catch (error) {
    throw error instanceof SearchIndexError ? new Error(`Building the search index failed: ${error.message}`) : error;
  }
}
