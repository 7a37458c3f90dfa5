// Sitemap data access (contracts/sitemap.ts): the public rows of each kind in id order, read by keyset
// (`id > after and id <= upTo order by id limit n`, a walk of the primary key), and each kind's files as id
// ranges of SITEMAP_FILE_URLS with their count and newest change (one aggregate, no sort of the table).
import { SITEMAP_FILE_URLS, type SitemapEntry, type SitemapFile, type SitemapKind } from '@bazaar/contracts/sitemap';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';

/** Each kind's public rows as (id, slug, name, lastmod); the same rules as its public pages. */
const sources: Record<SitemapKind, SQL> = {
  products: sql`select sp.id, sp.slug, sp.title as name, sp.updated_at as lastmod
    from supplier_products sp
    join merchants m on m.id = sp.merchant_id and m.status = 'confirmed'
    join categories c on c.id = sp.category_id and c.active
    where sp.status = 'published'`,
  suppliers: sql`select m.id, m.slug, m.name, m.updated_at as lastmod from merchants m where m.status = 'confirmed'`,
  // Below the four root types (their pages are the static /category/categoryType/{type}), whole lineage active.
  categories: sql`select c.id, c.slug, c.name, c.updated_at as lastmod from categories c
    where c.active and c.parent_id is not null
      and not exists (select 1 from categories a where a.id = any(c.ancestor_ids) and not a.active)`,
  articles: sql`select p.id, p.slug, p.title as name, greatest(p.updated_at, p.published_at) as lastmod from pages p
    where p.status = 'published' and p.published_at <= now() and p.platform in ('web', 'both')`,
};

const iso = (value: unknown) => (value instanceof Date ? value : new Date(String(value))).toISOString();

export function createSitemapRepo(db: Database) {
  return {
    async entries(kind: SitemapKind, after: number, limit: number, upTo?: number): Promise<SitemapEntry[]> {
      const bound = upTo === undefined ? sql`` : sql` and s.id <= ${upTo}`;
      const rows = await db.execute<{ id: number; slug: string; name: string; lastmod: unknown }>(
        sql`select * from (${sources[kind]}) s where s.id > ${after}${bound} order by s.id limit ${limit}`,
      );
      return rows.rows.map((r) => ({ id: Number(r.id), slug: r.slug, name: r.name, lastmod: iso(r.lastmod) }));
    },

    /** The kind's non-empty id ranges of SITEMAP_FILE_URLS, with their count and newest change. */
    async files(kind: SitemapKind): Promise<SitemapFile[]> {
      const rows = await db.execute<{ number: number; count: number; lastmod: unknown }>(
        sql`select (s.id - 1) / ${SITEMAP_FILE_URLS} + 1 as number, count(*)::int as count, max(s.lastmod) as lastmod
            from (${sources[kind]}) s group by 1 order by 1`,
      );
      return rows.rows.map((r) => ({ number: Number(r.number), count: Number(r.count), lastmod: iso(r.lastmod) }));
    },
  };
}

export type SitemapRepo = ReturnType<typeof createSitemapRepo>;
