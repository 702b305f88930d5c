import { defineConfig } from 'vitest/config';
import { codeColours } from './site/content-pipeline/codeColours.ts';

export default defineConfig({
  // Components import the code colours' stylesheet, made by this plugin (vite.config.ts).
  plugins: [codeColours()],
  test: {
    include: ['generator/**/*.test.ts', 'site/**/*.test.ts', 'tests/unit/**/*.test.ts', 'scripts/**/*.test.ts'],
    // The CLI and public-spec tests spawn the generator and read large documents.
    testTimeout: 60_000,
  },
});
