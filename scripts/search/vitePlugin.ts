import type { Plugin } from 'vite';
import { prerenderHandedOver } from '../build/prerenderProcesses.ts';
import { siteConfig } from '../../site/config/siteConfig.ts';
import { SearchIndexError, startIndex, type SiteIndexer } from './indexSite.ts';
import { searchPages } from './searchDocument.ts';

/**
 * The search index of the pre-rendered site (./indexSite.ts), in `<site>/pagefind`. Pagefind
 * starts with the server build, is given each page's search document as Vike pre-renders it (in
 * this build's writeBundle) and writes the index at the build's end, once the output has been
 * pruned (scripts/build/replaceInPlace.ts, listed before it). Fed as pages come, Pagefind parses
 * them on the second core while the main thread renders (reading them all after the last page
 * took ~0.3 s longer). In the build's own process rather than one of its own: a
 * second Node process with a TypeScript loader took ~0.25 s to start; the memory Pagefind's
 * process holds at the build's peak is what rolldown's allocator gives back when told to
 * (`MIMALLOC_PURGE_DELAY=0` in the build script; README, Benchmarks).
 * A failure fails the build, with the reason. When the pages are pre-rendered after the server
 * build (scripts/build/prerenderProcesses.ts), the build script indexes them instead.
 */
export function searchIndex({ site }: { site: string }): Plugin {
  let indexer: SiteIndexer | undefined;
  return {
    name: 'bob:search-index',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'ssr',
    buildStart() {
      indexer = startIndex();
      searchPages.set(indexer.add);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        searchPages.set(undefined);
        if (!prerenderHandedOver()) await writeSearchIndex(indexer!, site);
      },
    },
  };
}

/** Writes the index of the pages `indexer` was given into `site`, and says so; fails the build, saying why, when it cannot. */
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
