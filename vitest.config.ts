import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['generator/**/*.test.ts', 'site/**/*.test.ts', 'tests/unit/**/*.test.ts', 'scripts/**/*.test.ts'],
    // The CLI and public-spec tests spawn the generator and read large documents.
    testTimeout: 60_000,
  },
});
