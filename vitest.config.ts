import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

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
          // On PostgreSQL every test file has its own database in one cluster, but a snapshot's xmin is
          // cluster-wide: a long transaction in one file's database holds back the outbox followers of
          // another (docs/decisions/013). Files run one at a time there, as databases do in production.
          fileParallelism: !process.env.TEST_DATABASE_URL,
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
    ],
    pool: 'forks',
    maxWorkers: 2,
  },
});
