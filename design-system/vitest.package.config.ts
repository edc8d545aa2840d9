import { defineConfig } from 'vitest/config';

/** The package smoke test: runs against the built and packed library, not the sources. */
export default defineConfig({
  test: {
    environment: 'node',
    include: ['test/package-smoke.test.ts'],
    testTimeout: 60_000,
  },
});
