// Builds the real Fastify app over a fresh test database, for `app.inject` tests.
import { type AppDependencies, buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { createTestDatabase } from './test-database.js';

export async function createTestApp(
  options: { seeded?: boolean; env?: Record<string, string>; sms?: AppDependencies['sms'] } = {},
) {
  const database = await createTestDatabase(options);
  // Tests read their own writes at once, so the listing cache is off unless a test turns it on.
  // Jobs retry after a second and idle workers look every half second, so retry tests stay short.
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    CATALOG_CACHE_TTL_SECONDS: '0',
    JOBS_RETRY_DELAY_SECONDS: '1',
    JOBS_POLL_SECONDS: '0.5',
    ...options.env,
  });
  // FUZZ_DEBUG_LOG=1 prints the app's errors (the fuzzer's 5xx causes, for one) instead of keeping quiet.
  const app = await buildApp({
    config,
    database: database.handle,
    logger: process.env.FUZZ_DEBUG_LOG ? { level: 'error' } : false,
    sms: options.sms,
  });
  await app.ready();
  return {
    app,
    db: database.handle.db,
    databaseKind: database.handle.kind,
    /** Runs every committed event and every queued job (retries included) to the end. */
    drain: (timeoutMs?: number) => app.platform.drain(timeoutMs),
    async close() {
      await app.close();
      await database.drop();
    },
  };
}
