import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * PostgreSQL clusters the API tests may use: TEST_DATABASE_URL names one, or several separated by commas (one per
 * worker, apps/api/test/test-database.ts). API files run side by side on PGlite and with a cluster per worker, one at
 * a time on a single cluster. TEST_API_PARALLEL=1 or 0 overrides that, to measure (docs/decisions/109).
 */
const clusters = (process.env.TEST_DATABASE_URL ?? '').split(',').filter((url) => url.trim() !== '').length;
const apiParallel = process.env.TEST_API_PARALLEL ? process.env.TEST_API_PARALLEL === '1' : clusters !== 1;

// One Vitest run covers the shared packages and the web's pure modules (unit tests) and the API (Fastify inject against a
// real database: PostgreSQL when TEST_DATABASE_URL is set, in-memory PGlite otherwise).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'packages',
          include: ['packages/*/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        resolve: { alias: { '@': fileURLToPath(new URL('./apps/web/src', import.meta.url)) } },
        // The web's tsconfig keeps JSX for Next ('preserve'); tests that render components need it compiled.
        oxc: { jsx: { runtime: 'automatic' } },
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.ts', 'apps/web/server/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'scripts',
          include: ['scripts/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'boundaries',
          include: ['test/boundaries/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['apps/api/test/global-setup.ts'],
          // On PostgreSQL every test file has its own database, but a snapshot's xmin is cluster-wide: files
          // share a cluster only one at a time (docs/decisions/013), so they run side by side only when each
          // worker has a cluster of its own (.ci/run starts a second one; docs/decisions/109).
          fileParallelism: apiParallel,
          // A guard against a hung test, not a speed limit: side by side on a loaded machine a CPU-bound test (the
          // PGlite migrations: 8 s alone, 23 s at load 12) passed 20 s (decision 109).
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
    pool: 'forks',
    maxWorkers: 2,
  },
});
