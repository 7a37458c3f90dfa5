// Migration 0057 (decision 117): stored search texts written before decision 114 held «2 5» where their source says
// «2.5»; the migration writes them again from their source, so a search typed with a decimal in any digit system
// finds them, and a text without a decimal is left as it was.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { SearchResult } from '@bazaar/contracts/search';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app.js';
import { migrationsFolder } from '../../db/migrate.js';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp({ seeded: true });
}, 300_000);
afterAll(async () => ctx?.close());

async function articleTitles(q: string): Promise<string[]> {
  const response = await ctx.app.inject({ method: 'GET', url: `/api/v1/searches?q=${encodeURIComponent(q)}` });
  expect(response.statusCode).toBe(200);
  return (response.json() as SearchResult).articles.items.map((a) => a.title);
}

async function runMigration(file: string): Promise<void> {
  const text = readFileSync(path.join(migrationsFolder(), file), 'utf8');
  for (const statement of text.split('--> statement-breakpoint')) await ctx.db.execute(sql.raw(statement));
}
const runMigration0057 = () => runMigration('0057_search_fold_stored_texts.sql');

async function supplierNames(q: string): Promise<string[]> {
  const response = await ctx.app.inject({ method: 'GET', url: `/api/v1/searches?q=${encodeURIComponent(q)}` });
  expect(response.statusCode).toBe(200);
  return (response.json() as SearchResult).suppliers.items.map((s) => s.title);
}

describe('migration 0057: stored search texts folded as the query is', () => {
  it('an article whose summary says «2.5» is found by «2.5», «۲٫۵» and «٢٫٥» once its text is written again', async () => {
    const picked = await ctx.db.execute<{ id: number; title: string; other: number }>(sql`
      select id, title, (select id from pages o where o.merchant_id is null and o.id <> p.id
        and o.status = 'published' order by id limit 1) as other
      from pages p where merchant_id is null and status = 'published' and published_at <= now()
        and platform in ('web', 'both') order by id limit 1`);
    const article = picked.rows[0];
    if (!article) throw new Error('the demo data has no published article');
    // As an article saved before decision 114 stands: its summary holds a decimal, its stored text the old fold.
    await ctx.db.execute(sql`update pages set summary = 'مخزن زیرزمینی ۲٫۵ مترمکعبی گالوانیزه',
      search_text = bz_search_fold(title) || ' مخزن زیرزمینی 2 5 مترمکعبی گالوانیزه' where id = ${article.id}`);
    const untouched = await ctx.db.execute<{ search_text: string }>(
      sql`select search_text from pages where id = ${article.other}`,
    );
    expect(await articleTitles('گالوانیزه 2.5')).not.toContain(article.title);

    await runMigration0057();

    for (const q of ['گالوانیزه 2.5', 'گالوانیزه ۲٫۵', 'گالوانیزه ٢٫٥', '۲.۵ گالوانیزه']) {
      expect(await articleTitles(q), q).toContain(article.title);
    }
    // «2 5» is no longer read into it: a search for the two numbers apart does not find it by them.
    expect(await articleTitles('گالوانیزه 5')).not.toContain(article.title);
    const after = await ctx.db.execute<{ search_text: string }>(
      sql`select search_text from pages where id = ${article.other}`,
    );
    expect(after.rows[0]?.search_text).toBe(untouched.rows[0]?.search_text);
  });

  it('a question whose answer says «7.5» and a video whose description says «۷٫۵» are written again with the point', async () => {
    const faq = await ctx.db.execute<{ id: number }>(sql`select id from faq_questions order by id limit 1`);
    const video = await ctx.db.execute<{ id: number }>(sql`select id from media_videos order by id limit 1`);
    const faqId = faq.rows[0]?.id;
    const videoId = video.rows[0]?.id;
    if (faqId === undefined || videoId === undefined) throw new Error('the demo data has no question or video');
    await ctx.db.execute(sql`update faq_questions set answer = answer || ' الکتروموتور 7.5 کیلووات',
      search_text = 'الکتروموتور 7 5 کیلووات' where id = ${faqId}`);
    await ctx.db.execute(sql`update media_videos set description = description || ' الکتروموتور ۷٫۵ کیلووات',
      search_text = 'الکتروموتور 7 5 کیلووات' where id = ${videoId}`);

    await runMigration0057();

    const faqText = await ctx.db.execute<{ search_text: string }>(
      sql`select search_text from faq_questions where id = ${faqId}`,
    );
    const videoText = await ctx.db.execute<{ search_text: string }>(
      sql`select search_text from media_videos where id = ${videoId}`,
    );
    expect(faqText.rows[0]?.search_text).toContain('الکتروموتور 7.5 کیلووات');
    expect(videoText.rows[0]?.search_text).toContain('الکتروموتور 7.5 کیلووات');
  });
});

// Migration 0058 (decision 119): suppliers' stored texts and popular searches' keys written before decision 114.
describe('migration 0058: suppliers and popular searches folded as the query is', () => {
  it('a supplier whose «about» says «۸٫۸» is found by «8.8», «۸٫۸» and «٨٫٨» once its stored text is written again', async () => {
    const picked = await ctx.db.execute<{ id: number; name: string }>(
      sql`select id, name from merchants where about like '%گرید ۸٫۸%' and status = 'confirmed' order by id limit 1`,
    );
    const supplier = picked.rows[0];
    if (!supplier) throw new Error('the demo data has no supplier whose «about» names grade 8.8');
    // As stored before decision 114: the seed's text with each decimal point a space; another supplier's text untouched.
    await ctx.db.execute(sql`update merchants set search_text = regexp_replace(search_text, '(?<=[0-9])[.](?=[0-9])', ' ', 'g')
      where search_text ~ '[0-9][.][0-9]'`);
    const before = await ctx.db.execute<{ id: number; search_text: string }>(
      sql`select id, search_text from merchants where id <> ${supplier.id} order by id`,
    );
    expect(await supplierNames('پیچ گرید 8.8')).not.toContain(supplier.name);

    await runMigration('0058_search_fold_suppliers_and_popular_keys.sql');

    for (const q of ['پیچ گرید 8.8', 'پیچ گرید ۸٫۸', 'پیچ گرید ٨٫٨', 'پیچ گرید ۱۰٫۹']) {
      expect(await supplierNames(q), q).toContain(supplier.name);
    }
    const after = await ctx.db.execute<{ id: number; search_text: string }>(
      sql`select id, search_text from merchants where id <> ${supplier.id} order by id`,
    );
    // Only texts that held a decimal change (the electromotor maker's «۰٫۱۸»); every other stays as it was.
    const changed = after.rows.filter((row, i) => row.search_text !== before.rows[i]?.search_text);
    expect(changed.every((row) => /[0-9][.][0-9]/.test(row.search_text))).toBe(true);
    expect(changed.length).toBeLessThanOrEqual(1);
  });

  it('a popular key with two numbers side by side becomes the decimal the catalog writes, counts merged; others stay', async () => {
    await ctx.db.execute(sql`insert into search_queries (key, hits) values
      ('الکتروموتور 7 5 کیلووات', 3), ('الکتروموتور 7.5 کیلووات', 2), ('ترانس 20 0 4', 4), ('شیر 1 2 اینچ', 5),
      ('کابل 4 16', 6)`);

    await runMigration('0058_search_fold_suppliers_and_popular_keys.sql');

    const keys = await ctx.db.execute<{ key: string; hits: number }>(
      sql`select key, hits::int as hits from search_queries where key ~ '[0-9]' order by key`,
    );
    const hits = Object.fromEntries(keys.rows.map((r) => [r.key, r.hits]));
    expect(hits['الکتروموتور 7.5 کیلووات']).toBe(5);
    expect(hits['الکتروموتور 7 5 کیلووات']).toBeUndefined();
    expect(hits['ترانس 20 0.4']).toBe(4);
    // «1.2» and «4.16» are written by no title: «1/2» and «4×16» were typed, and their keys stay.
    expect(hits['شیر 1 2 اینچ']).toBe(5);
    expect(hits['کابل 4 16']).toBe(6);
  });
});
