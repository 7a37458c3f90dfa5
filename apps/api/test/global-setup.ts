// Vitest global setup for the API project: builds the PostgreSQL template database once per run.
import { openDatabase } from '../src/db/client.js';
import { runMigrations } from '../src/db/migrate.js';
import { seedDemoData } from '../src/db/seed/run-seed.js';
import { adminUrl, TEMPLATE_DB, TEST_DB_PREFIX, urlFor, withAdmin } from './test-database.js';

export default async function setup() {
  if (!adminUrl()) return; // PGlite: every file builds its own in-memory database.
  await withAdmin(async (client) => {
    const stale = await client.query<{ datname: string }>('select datname from pg_database where datname like $1', [
      `${TEST_DB_PREFIX.replaceAll('_', '\\_')}\\_%`,
    ]);
    for (const { datname } of stale.rows) await client.query(`drop database if exists "${datname}" with (force)`);
    await client.query(`create database "${TEMPLATE_DB}"`);
  });
  const template = await openDatabase({ url: urlFor(TEMPLATE_DB), poolMax: 2 });
  try {
    await runMigrations(template);
    await seedDemoData(template.db);
  } finally {
    await template.close();
  }
}
