// `npm run build`'s last step: the search index of the pre-rendered site, from the search
// documents the build wrote beside it, in its own process once the build's has ended (see
// README, Search).
import { siteConfig } from '../../site/config/siteConfig.ts';
import { clientDir, searchDocumentsDir } from '../build/outDir.ts';
import { indexSite, SearchIndexError } from './indexSite.ts';

const started = performance.now();
try {
  const { pagesByLanguage } = await indexSite(searchDocumentsDir(), clientDir(), Object.values(siteConfig.locales).map((locale) => locale.htmlLang));
  const counts = Object.entries(pagesByLanguage).map(([language, pages]) => `${language} ${pages}`);
  console.log(`✓ search index: ${counts.join(', ')} pages in ${Math.round(performance.now() - started)} ms`);
} catch (error) {
  const reason = error instanceof SearchIndexError ? error.message : String((error as Error).stack ?? error);
  console.error(`✗ Building the search index failed: ${reason}`);
  process.exit(1);
}
