import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The React-free rules (@srm/rules) are read from their sources, as the app does: no build needed
  // before the tests. (A condition is not enough: Node resolves packages that vitest leaves external,
  // and it would look for the package's dist.)
  resolve: { alias: { '@srm/rules': fileURLToPath(new URL('../rules/src/index.ts', import.meta.url)) } },
  test: {
    environment: 'node',
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    // Builds the migrated and seeded snapshots every test file copies its databases from (PGlite dumps,
    // PostgreSQL templates): see test/global-setup.ts.
    globalSetup: ['test/global-setup.ts'],
    // A worker starts PGlite (PostgreSQL in WebAssembly, 2-4 s of CPU while V8 compiles the wasm on
    // extra threads) once per snapshot and resets it for each later file (test/helpers/pglite-pool.ts).
    // When every file started its own, one worker per two cores avoided thrashing; now one per core is
    // faster: 470 s against 690 s for the whole suite on the 2-core machine the same morning.
    maxWorkers: Math.max(1, availableParallelism()),
    // The test files of a worker share its module graph instead of re-importing the whole server for
    // each file (about a third of the suite's time). They stay independent where it matters: each file
    // has its own databases (copied from the snapshots), and the process-wide caches are keyed by
    // database (access) or by random token (sessions).
    isolate: false,
    // Test-only: new password hashes use scrypt N=2^12 instead of the production 2^17 (~0.3 s each), so
    // the hundreds of sign-ins of the suites stay fast; src/core/password.ts reads it only under vitest.
    env: { SCRYPT_TEST_N: '4096' },
    hookTimeout: 60_000,
    testTimeout: 20_000,
  },
});
