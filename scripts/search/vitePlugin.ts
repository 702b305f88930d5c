import type { Plugin } from 'vite';
import { siteConfig } from '../../site/config/siteConfig.ts';
import { indexSite, SearchIndexError } from './indexSite.ts';

/**
 * The build's last step: the search index of the pre-rendered site (./indexSite.ts), from the
 * search documents the pages wrote as they were rendered (`documents`) into `<site>/pagefind`.
 * It runs once Vike has pre-rendered every page (in the server build, whose end it waits for)
 * and the output has been pruned (scripts/build/replaceInPlace.ts, listed before it). In the
 * build's own process rather than one of its own: a second Node process with a TypeScript
 * loader took ~0.25 s to start; the memory this costs at the build's peak (Pagefind's process
 * beside Vike's) is what rolldown's allocator gives back when told to (`MIMALLOC_PURGE_DELAY=0`
 * in the build script; README, Benchmarks).
 * A failure fails the build, with the reason.
 */
export function searchIndex({ documents, site }: { documents: string; site: string }): Plugin {
  const languages = Object.values(siteConfig.locales).map((locale) => locale.htmlLang);
  return {
    name: 'bob:search-index',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'ssr',
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const started = performance.now();
        try {
          const { pagesByLanguage } = await indexSite(documents, site, languages);
          const counts = Object.entries(pagesByLanguage).map(([language, pages]) => `${language} ${pages}`);
          console.log(`✓ search index: ${counts.join(', ')} pages in ${Math.round(performance.now() - started)} ms`);
        } catch (error) {
          throw error instanceof SearchIndexError ? new Error(`Building the search index failed: ${error.message}`) : error;
        }
      },
    },
  };
}
