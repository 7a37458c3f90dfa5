// Builds the real Fastify app over a fresh test database, for `app.inject` tests.
import { type AppDependencies, buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { createTestDatabase } from './test-database.js';

export async function createTestApp(
  options: { seeded?: boolean; env?: Record<string, string>; sms?: AppDependencies['sms'] } = {},
) {
  const database = await createTestDatabase(options);
  // Tests read their own writes at once, so the listing cache is off unless a test turns it on.
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', CATALOG_CACHE_TTL_SECONDS: '0', ...options.env });
  const app = await buildApp({ config, database: database.handle, logger: false, sms: options.sms });
  await app.ready();
  return {
    app,
    db: database.handle.db,
    databaseKind: database.handle.kind,
    async close() {
      await app.close();
      await database.drop();
    },
  };
}
