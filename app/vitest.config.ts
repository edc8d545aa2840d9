import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { isolationProjects } from '../scripts/vitest-projects.mjs';

export default defineConfig({
  resolve: { conditions: ['@srm/source'] },
  test: {
    environment: 'happy-dom',
    // No unit test opens a network connection (src/testing/noNetwork.ts fails one that tries).
    setupFiles: ['src/testing/freshPage.ts', 'src/testing/noNetwork.ts', 'src/testing/underLoad.ts'],
    // A page test takes 1–3 s alone; 15 s keeps it from failing by the clock on a loaded machine
    // (src/testing/underLoad.ts), while a real hang still fails.
    testTimeout: 15_000,
    // One worker per core: vitest's default leaves one core idle, and on the 2-core CI machine that
    // halves the pace (README, Performance).
    maxWorkers: availableParallelism(),
    // Files that replace no module share their worker's modules and page (scripts/vitest-projects.mjs).
    projects: isolationProjects(import.meta.dirname, ['src/**/*.test.{ts,tsx}']),
  },
});
