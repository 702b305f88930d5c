import type { Plugin } from 'vite';
import { indexSite, SearchIndexError } from './indexSite.ts';

/**
 * The search index as the last step of the site's build: once Vike has pre-rendered every page
 * (in the server build's writeBundle), Pagefind indexes the HTML in the same process and writes
 * <out>/client/pagefind/. A failure stops the build with the reason and exit code 1.
 */
export function buildSearchIndex({ languages }: { languages: readonly string[] }): Plugin {
  let clientOutDir = '';
  return {
    name: 'bob:build-search-index',
    apply: 'build',
    configResolved(config) {
      clientOutDir = config.environments.client!.build.outDir;
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        if (this.environment.name !== 'ssr') return;
        const started = performance.now();
        try {
          const { pagesByLanguage } = await indexSite(clientOutDir, languages);
          const counts = Object.entries(pagesByLanguage).map(([language, pages]) => `${language} ${pages}`);
          console.log(`✓ search index: ${counts.join(', ')} pages in ${Math.round(performance.now() - started)} ms`);
        } catch (error) {
          // Vite would swallow or reword an error thrown here: say why and stop, as Vike does.
          const reason = error instanceof SearchIndexError ? error.message : String((error as Error).stack ?? error);
          console.error(`✗ Building the search index failed: ${reason}`);
          process.exit(1);
        }
      },
    },
  };
}
