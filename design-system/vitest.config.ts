import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { isolationProjects } from '../scripts/vitest-projects.mjs';

export default defineConfig({
  resolve: { conditions: ['@srm/source'] },
  test: {
    environment: 'happy-dom',
    // One worker per core: vitest's default leaves one core idle, and on the 2-core CI machine that
    // halves the pace (README, Performance).
    maxWorkers: availableParallelism(),
    setupFiles: ['./vitest.setup.ts'],
    // Files that replace no module share their worker's modules and page (scripts/vitest-projects.mjs).
    projects: isolationProjects(import.meta.dirname, ['src/**/*.test.{ts,tsx}']),
  },
});
