import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminUrl, createTestDatabase } from '../../test/test-database.js';
import { openDatabase } from './client.js';
import { runMigrations } from './migrate.js';
import { seedDemoData } from './seed/run-seed.js';

const EXPECTED_TABLES = [
  'categories',
  'cities',
  'merchants',
  'supplier_products',
  'stored_files',
  'units_of_measurement',
];

async function tablesOf(handle: Awaited<ReturnType<typeof openDatabase>>) {
  const result = await handle.db.execute<{ table_name: string }>(
    sql`select table_name from information_schema.tables where table_schema = 'public'`,
  );
  return result.rows.map((r) => r.table_name);
}

describe('migrations from an empty database', () => {
  it('build every table on PGlite, and a second run changes nothing', async () => {
    const handle = await openDatabase({ pgliteDir: 'memory://' });
    try {
      expect(await tablesOf(handle)).toEqual([]);
      await runMigrations(handle);
      const tables = await tablesOf(handle);
      expect(tables).toEqual(expect.arrayContaining(EXPECTED_TABLES));
      await runMigrations(handle);
      expect((await tablesOf(handle)).sort()).toEqual(tables.sort());
    } finally {
      await handle.close();
    }
  });

  it.runIf(adminUrl())('build every table on PostgreSQL, and a second run changes nothing', async () => {
    const empty = await createTestDatabase({ empty: true });
    try {
      expect(await tablesOf(empty.handle)).toEqual([]);
      await runMigrations(empty.handle);
      const tables = await tablesOf(empty.handle);
      expect(tables).toEqual(expect.arrayContaining(EXPECTED_TABLES));
      await runMigrations(empty.handle);
      expect((await tablesOf(empty.handle)).sort()).toEqual(tables.sort());
    } finally {
      await empty.drop();
    }
  });
});

describe('demo seed', () => {
  it('is safe to run twice: same rows, same ids', async () => {
    const database = await createTestDatabase(); // already seeded once
    try {
      const snapshot = async () =>
        (
          await database.handle.db.execute<{ t: string; n: number; ids: string }>(sql`
            select 'categories' t, count(*)::int n, md5(string_agg(id::text || name, ',' order by id)) ids from categories
            union all select 'merchants', count(*)::int, md5(string_agg(id::text || name, ',' order by id)) from merchants
            union all select 'delegations', count(*)::int, md5(string_agg(id::text || name, ',' order by id)) from merchant_delegations
            union all select 'products', count(*)::int, md5(string_agg(id::text || title, ',' order by id)) from supplier_products
            union all select 'values', count(*)::int, md5(string_agg(product_id::text || '/' || property_id::text || coalesce(base_value::text, option_key, bool_value::text, ''), ',' order by product_id, property_id)) from supplier_product_values
            union all select 'cities', count(*)::int, md5(string_agg(id::text || name, ',' order by id)) from cities`)
        ).rows;
      const before = await snapshot();
      expect(before.find((r) => r.t === 'products')?.n).toBeGreaterThanOrEqual(2000);
      await seedDemoData(database.handle.db);
      expect(await snapshot()).toEqual(before);
    } finally {
      await database.drop();
    }
  }, 180_000);
});
