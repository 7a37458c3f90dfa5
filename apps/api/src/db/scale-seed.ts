// `npm run seed:scale -- --products 1000000`: grows the demo catalog to a benchmark-sized one in
// PostgreSQL. Every new offer clones a published demo offer (same category, merchant, values) with a
// deterministic price and value jitter, written by set-based SQL in batches: minutes, not hours.
import { sql } from 'drizzle-orm';
import { ConfigError, loadConfig } from '../config.js';
import { openDatabase } from './client.js';
import { runMigrations } from './migrate.js';
import { isDatabaseEmpty, seedDemoData } from './seed/run-seed.js';

const BATCH = 100_000;

function parseTarget(argv: string[]): number {
  const index = argv.indexOf('--products');
  const raw = index >= 0 ? argv[index + 1] : '1000000';
  const target = Number(raw);
  if (!Number.isInteger(target) || target < 1 || target > 20_000_000) {
    throw new ConfigError(`--products must be a whole number from 1 to 20000000 (got "${raw}")`);
  }
  return target;
}

async function main() {
  const target = parseTarget(process.argv.slice(2));
  const config = loadConfig();
  if (!config.DATABASE_URL) throw new ConfigError('seed:scale needs DATABASE_URL (PostgreSQL); PGlite is for demos');
  const database = await openDatabase({ url: config.DATABASE_URL, poolMax: 2 });
  const { db } = database;
  try {
    await runMigrations(database);
    if (await isDatabaseEmpty(db)) {
      console.log('loading the demo data first…');
      await seedDemoData(db);
    }
    const count = async () =>
      Number((await db.execute<{ n: string }>(sql`select count(*) as n from supplier_products`)).rows[0]?.n ?? 0);
    let current = await count();
    console.log(`supplier products now: ${current}; target: ${target}`);
    if (current >= target) return;

    await db.execute(sql`drop table if exists scale_template`);
    await db.execute(sql`
      create unlogged table scale_template as
      select row_number() over (order by id) as rn, id
      from supplier_products where status = 'published'`);
    await db.execute(sql`create index on scale_template (rn)`);
    const templates = Number(
      (await db.execute<{ n: string }>(sql`select count(*) as n from scale_template`)).rows[0]?.n ?? 0,
    );
    if (templates === 0) throw new Error('no published demo products to clone');

    const started = Date.now();
    const initial = current;
    while (current < target) {
      const size = Math.min(BATCH, target - current);
      const startId = Number(
        (await db.execute<{ m: string }>(sql`select coalesce(max(id), 0) as m from supplier_products`)).rows[0]?.m ?? 0,
      );
      await db.transaction(async (tx) => {
        // Offer g clones template (g mod templates) + 1; a hash of g gives a stable jitter in [0.8, 1.2).
        await tx.execute(sql`
          insert into supplier_products (id, merchant_id, base_product_id, category_id, category_type, category_path,
            title, slug, description, images, price_rials, min_order_quantity, sales_unit, lead_time_days,
            catalog_file_id, status, visit_count, search_text, created_at, updated_at)
          overriding system value
          select ${startId}::int + g, p.merchant_id, p.base_product_id, p.category_id, p.category_type, p.category_path,
            p.title || ' سری ' || (${startId}::int + g), p.slug || '-' || (${startId}::int + g), p.description, p.images,
            case when p.price_rials is null then null
                 else (p.price_rials * (0.8 + ((g::bigint * 2654435761) % 1000) / 2500.0))::bigint end,
            p.min_order_quantity, p.sales_unit, p.lead_time_days, p.catalog_file_id, 'published',
            ((g::bigint * 40503) % 5000)::int, p.search_text || ' s' || (${startId}::int + g),
            now() - (((g::bigint * 7919) % 730) || ' days')::interval, now()
          from generate_series(1, ${size}::int) g
          join scale_template t on t.rn = (g % ${templates}::int) + 1
          join supplier_products p on p.id = t.id`);
        await tx.execute(sql`
          insert into supplier_product_values (product_id, property_id, value, max_value, unit_id, base_value,
            base_max_value, option_key, bool_value, text_value)
          select ${startId}::int + g, v.property_id,
            v.value * j.f, v.max_value * j.f, v.unit_id, v.base_value * j.f, v.base_max_value * j.f,
            v.option_key, v.bool_value, v.text_value
          from generate_series(1, ${size}::int) g
          join scale_template t on t.rn = (g % ${templates}::int) + 1
          join supplier_product_values v on v.product_id = t.id
          cross join lateral (select 0.8 + ((g::bigint * 2654435761) % 1000) / 2500.0 as f) j`);
      });
      current += size;
      const rate = Math.round(((current - initial) / Math.max(1, Date.now() - started)) * 1000);
      console.log(`  ${current.toLocaleString('en')} products (${rate.toLocaleString('en')}/s)`);
    }
    await db.execute(
      sql`select setval(pg_get_serial_sequence('supplier_products', 'id'), (select max(id) from supplier_products))`,
    );
    await db.execute(sql`drop table scale_template`);
    console.log('analysing…');
    // Every table: the small ones (merchants, categories…) too, or the planner guesses their sizes and
    // joins a million offers to them row by row (docs/benchmarks.md, search).
    await db.execute(sql`analyze`);
    console.log(`done in ${Math.round((Date.now() - started) / 1000)} s`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exitCode = 1;
});
