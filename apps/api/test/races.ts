import { it } from 'vitest';

/** True when API tests run on PostgreSQL (TEST_DATABASE_URL); otherwise each test file has an in-memory PGlite. */
export const ON_POSTGRES = Boolean(process.env.TEST_DATABASE_URL);

/**
 * A test whose point is a race between transactions. PGlite has one connection and runs transactions one after
 * another, so there such a test passes whether or not the code is safe: only PostgreSQL proves it. The name says
 * so, and under CI the test fails unless it runs on PostgreSQL.
 */
export function raceIt(name: string, fn: () => Promise<void>, timeout?: number) {
  return it(
    `${name} [race: proven on PostgreSQL only]`,
    async () => {
      if (process.env.CI && !ON_POSTGRES)
        throw new Error('CI must run the race tests on PostgreSQL: TEST_DATABASE_URL is not set');
      await fn();
    },
    timeout,
  );
}
