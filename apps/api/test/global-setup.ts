// Vitest global setup for the API project: builds the PostgreSQL template database once per run, in every
// cluster of TEST_DATABASE_URL (one per worker when it names several, decision 109), side by side.
import { openDatabase } from '../src/db/client.js';
import { runMigrations } from '../src/db/migrate.js';
import { seedDemoData } from '../src/db/seed/run-seed.js';
import { adminUrls, TEMPLATE_DB, TEST_DB_PREFIX, urlFor, withAdmin } from './test-database.js';

async function buildTemplate(admin: string) {
  await withAdmin(async (client) => {
    const stale = await client.query<{ datname: string }>('select datname from pg_database where datname like $1', [
      `${TEST_DB_PREFIX.replaceAll('_', '\\_')}\\_%`,
    ]);
    for (const { datname } of stale.rows) await client.query(`drop database if exists "${datname}" with (force)`);
    await client.query(`create database "${TEMPLATE_DB}"`);
  }, admin);
  const template = await openDatabase({ url: urlFor(TEMPLATE_DB, admin), poolMax: 2 });
  try {
    await runMigrations(template);
    await seedDemoData(template.db);
  } finally {
    await template.close();
  }
}

export default async function setup() {
  // PGlite (no URL): every file builds its own in-memory database.
  await Promise.all(adminUrls().map(buildTemplate));
}
