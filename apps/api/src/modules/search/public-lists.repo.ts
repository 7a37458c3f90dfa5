// Categories, suppliers and articles matching a plan: small tables, every slot matched with its compact
// spellings; only what is public.
import { sql } from 'drizzle-orm';
import { type Database, queryPrepared } from '../../db/client.js';
import type { ArticleRow, CategoryRow, SearchEngine, SupplierRow } from './search-engine.js';
import { matches, textScore, verificationBonus } from './search-match.repo.js';

export function createPublicListsRepo(db: Database): Pick<SearchEngine, 'categories' | 'suppliers' | 'articles'> {
  return {
    async categories(plan, limit) {
      const rows = await queryPrepared<CategoryRow & { total: number }>(
        db,
        sql`select c.id, c.name, c.slug, c.category_type as "categoryType", count(*) over ()::int as total
        from categories c
        where c.active and ${matches(plan, 'c')}
        order by (case when c.search_compact = ${plan.compact} then 60 else 0 end) + ${textScore(plan, 'c')} - c.level desc, c.id
        limit ${limit}`,
      );
      return { items: rows.map(({ total: _t, ...r }) => r), total: rows[0]?.total ?? 0 };
    },

    async suppliers(plan, limit) {
      const rows = await queryPrepared<SupplierRow & { total: number }>(
        db,
        sql`select m.id, m.name, m.slug, ci.name as city, count(*) over ()::int as total
        from merchants m left join cities ci on ci.id = m.city_id
        where m.status = 'confirmed' and ${matches(plan, 'm')}
        order by ${textScore(plan, 'm')} + ${verificationBonus} + 2 * bz_trust_rank(m.id) desc, m.id
        limit ${limit}`,
      );
      return { items: rows.map(({ total: _t, ...r }) => r), total: rows[0]?.total ?? 0 };
    },

    async articles(plan, limit) {
      const rows = await queryPrepared<ArticleRow & { total: number }>(
        db,
        sql`select p.id, p.title, p.slug, p.summary, count(*) over ()::int as total
        from pages p left join merchants m on m.id = p.merchant_id
        where p.status = 'published' and p.published_at <= now() and p.platform in ('web', 'both')
          and (p.merchant_id is null or m.status = 'confirmed') and ${matches(plan, 'p')}
        order by ${textScore(plan, 'p')} + 4 * exp(-greatest(extract(epoch from now() - p.published_at), 0) / (86400.0 * 365)) desc, p.id
        limit ${limit}`,
      );
      return { items: rows.map(({ total: _t, ...r }) => r), total: rows[0]?.total ?? 0 };
    },
  };
}
