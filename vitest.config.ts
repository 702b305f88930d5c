import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { apiDataDefine } from './site/config/apiData.ts';
import { codeColours } from './site/content-pipeline/codeColours.ts';

export default defineConfig({
  // Components import the code colours' stylesheet, made by this plugin (vite.config.ts).
  plugins: [codeColours()],
  // Where the server's code reads the API's data (vite.config.ts gives the site's bundles the same).
  define: apiDataDefine(),
  test: {
    include: ['generator/**/*.test.ts', 'site/**/*.test.ts', 'tests/unit/**/*.test.ts', 'scripts/**/*.test.ts'],
    // The CLI and public-spec tests spawn the generator and read large documents.
    testTimeout: 60_000,
    // A worker per core: Vitest's default in a run is one fewer, a single worker on two cores,
    // while its own process mostly waits (issue 33: 119 → 79 s here; one more worker elsewhere).
    maxWorkers: availableParallelism(),
  },
});
