import { availableParallelism } from 'node:os';
import path from 'node:path';
import { configDefaults, defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { apiDataDefine } from './site/config/apiData.ts';
import { codeSampleTemplates } from './site/components/api/codeSamples/sampleTemplates.ts';
import { codeColours } from './site/content-pipeline/codeColours.ts';

/**
 * The longest files, started first. Vitest orders files by the durations it recorded in
 * node_modules/.vite, and a fresh clone (CI's `npm ci`) has none: then it goes by file size,
 * largest first, and these small files of long tests (the rebuild test's seven builds, ~45 s on one core;
 * every public example document rendered) started halfway or later, one of them ending alone on
 * one core of two (issue 33).
 */
const LONGEST = ['tests/unit/rebuild.test.ts', 'tests/unit/renderPublicSpecs.test.ts', 'site/content-pipeline/tokenWay.test.ts'];

class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (file: TestSpecification) => {
      const at = LONGEST.indexOf(path.relative(file.project.config.root, file.moduleId).split(path.sep).join('/'));
      return at === -1 ? LONGEST.length : at;
    };
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b)); // Stable: the others keep vitest's order.
  }
}

/**
 * React's production build, as the pre-rendering runs it (scripts/build/startShards.mjs), rather
 * than the development build Vitest's `NODE_ENV=test` selects: the unit tests render the site's
 * components as the build does, and the development build's extra checks and stack captures
 * doubled the time of the files that render many pages (renderPublicSpecs.test.ts and
 * operationArticle.test.ts: 33.0 -> 20.6 s of one core; issue 33). Set before Vite resolves this
 * configuration, so its JSX transform is the production one too. Development React is exercised
 * where it runs: the development server's end-to-end tests (tests/e2e/livePreview.dev.spec.ts).
 */
process.env.NODE_ENV = 'production';

/**
 * The files that each need a process of their own, in which nothing else ran: the one that mocks a
 * module the others import (errors.test.ts), the one that replaces `document` and `fetch` for the
 * rest of its process (runSamples.test.ts), and the one that weighs the heap (boundedCache.test.ts).
 * The others share their worker's modules from file to file (`isolate: false`): importing React,
 * shiki and the generator again for each of ~110 files took a fifth of the unit tests' CPU (issue
 * 33: 212 → 173 s of CPU on one core, the two run side by side; every file passed in four runs of
 * shuffled file orders, on one worker and on two). A test file that mocks a module, stubs a global
 * without restoring it or measures memory belongs here.
 */
const ISOLATED = ['scripts/serve/errors.test.ts', 'site/components/api/codeSamples/runSamples.test.ts', 'site/content-pipeline/boundedCache.test.ts'];

export default defineConfig({
  // Components import the code colours' stylesheet, made by this plugin (vite.config.ts).
  plugins: [codeColours(), codeSampleTemplates()],
  // Where the server's code reads the API's data (vite.config.ts gives the site's bundles the same).
  define: apiDataDefine(),
  test: {
    // The CLI and public-spec tests spawn the generator and read large documents.
    testTimeout: 60_000,
    // A worker per core: Vitest's default in a run is one fewer, a single worker on two cores,
    // while its own process mostly waits (issue 33: 119 → 79 s here; one more worker elsewhere).
    maxWorkers: availableParallelism(),
    sequence: { sequencer: LongestFirst },
    projects: [
      { extends: true, test: { name: 'isolated', include: ISOLATED } },
      { extends: true, test: { name: 'shared', include: ['generator/**/*.test.ts', 'site/**/*.test.ts', 'tests/unit/**/*.test.ts', 'scripts/**/*.test.ts'], exclude: [...configDefaults.exclude, ...ISOLATED], isolate: false } },
    ],
    globalSetup: ['tests/unit/globalSetup.ts'],
  },
});
