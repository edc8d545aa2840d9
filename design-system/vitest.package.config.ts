import { defineConfig } from 'vitest/config';

/**
 * The package smoke test: runs against the built and packed library, not the sources. Its npm
 * installs (one consumer folder and two Vite apps, one per React version) run at once in beforeAll.
 */
export default defineConfig({
  test: {
    environment: 'node',
    include: ['test/package-smoke.test.ts'],
    testTimeout: 60_000,
    // beforeAll installs; afterAll waits for the app builds still running when a test failed early.
    hookTimeout: 300_000,
  },
});
