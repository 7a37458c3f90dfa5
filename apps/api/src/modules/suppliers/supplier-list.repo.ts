// Listings of suppliers: filtered and sorted summaries, briefs for pickers, and whether a name is taken.
import type { CategoryType } from '@bazaar/contracts/categories';
import type { Page } from '@bazaar/contracts/paging';
import type { MerchantBrief, SupplierSummary } from '@bazaar/contracts/suppliers';
import { and, asc, desc, eq, ilike, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { countOnly, offsetOf, toPage } from '../../db/paging.js';
import { categories } from '../../db/schema/categories.js';
import { cities, provinces } from '../../db/schema/geography.js';
import { merchantCategories, merchants } from '../../db/schema/merchants.js';
import { publicMerchant, summaryColumns, toSummary } from './supplier-summary.repo.js';

const verificationRank = sql`case ${merchants.verificationLevel} when 'site_visit' then 3 when 'documents' then 2 when 'identity' then 1 else 0 end`;

export type SupplierSort = 'relevance' | 'newest' | 'name' | 'verification' | 'oldest_established';
const SORTS: Record<SupplierSort, SQL[]> = {
  // Verification and the measured trust term (decision 043), then the recently active.
  relevance: [
    desc(sql`${verificationRank} + bz_trust_rank(${merchants.id})`),
    desc(merchants.updatedAt),
    asc(merchants.id),
  ],
  newest: [desc(merchants.createdAt), desc(merchants.id)],
  name: [asc(merchants.name), asc(merchants.id)],
  verification: [desc(verificationRank), desc(merchants.verifiedAt), asc(merchants.id)],
  oldest_established: [sql`${merchants.establishedYear} asc nulls last`, asc(merchants.id)],
};

export interface SupplierFilter {
  patterns: string[];
  /** Restrict to these merchants (e.g. those with matching products); an empty list matches nothing. */
  ids?: number[];
  categoryType?: CategoryType;
  categoryId?: number;
  provinceId?: number;
  cityId?: number;
  verifiedOnly?: boolean;
}

function filterConditions(filter: SupplierFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    publicMerchant,
    ...filter.patterns.map((p) => ilike(merchants.searchText, p)),
  ];
  if (filter.categoryType)
    conditions.push(sql`${filter.categoryType}::category_type = any(${merchants.categoryTypes})`);
  if (filter.categoryId) {
    conditions.push(sql`exists (
      select 1 from ${merchantCategories} mc join ${categories} c on c.id = mc.category_id
      where mc.merchant_id = ${merchants.id} and (c.id = ${filter.categoryId} or ${filter.categoryId}::int = any(c.ancestor_ids)))`);
  }
  if (filter.ids) conditions.push(filter.ids.length ? inArray(merchants.id, filter.ids) : sql`false`);
  if (filter.provinceId) conditions.push(eq(merchants.provinceId, filter.provinceId));
  if (filter.cityId) conditions.push(eq(merchants.cityId, filter.cityId));
  if (filter.verifiedOnly) conditions.push(ne(merchants.verificationLevel, 'none'));
  return and(...conditions);
}

export function createSupplierListRepo(db: Database) {
  return {
    async listSuppliers(filter: SupplierFilter, sort: SupplierSort, page: number, pageSize: number) {
      const where = filterConditions(filter);
      return toPage(
        db
          .select(summaryColumns)
          .from(merchants)
          .leftJoin(provinces, eq(provinces.id, merchants.provinceId))
          .leftJoin(cities, eq(cities.id, merchants.cityId))
          .where(where)
          .orderBy(...SORTS[sort])
          .limit(pageSize)
          .offset(offsetOf(page, pageSize)),
        db.select(countOnly).from(merchants).where(where),
        page,
        pageSize,
        (rows): SupplierSummary[] => rows.map(toSummary),
      );
    },

    async listMerchantBriefs(
      filter: { patterns: string[]; ids?: number[] },
      page: number,
      pageSize: number,
    ): Promise<Page<MerchantBrief>> {
      const where = and(
        publicMerchant,
        ...filter.patterns.map((p) => ilike(merchants.searchText, p)),
        filter.ids?.length ? inArray(merchants.id, filter.ids) : undefined,
      );
      return toPage(
        db
          .select({
            id: merchants.id,
            name: merchants.name,
            slug: merchants.slug,
            verificationLevel: merchants.verificationLevel,
          })
          .from(merchants)
          .where(where)
          .orderBy(asc(merchants.name), asc(merchants.id))
          .limit(pageSize)
          .offset(offsetOf(page, pageSize)),
        db.select(countOnly).from(merchants).where(where),
        page,
        pageSize,
      );
    },

    /** Any merchant, whatever its status, holds its name. */
    async isNameKeyTaken(nameKey: string): Promise<boolean> {
      const [row] = await db.select({ id: merchants.id }).from(merchants).where(eq(merchants.nameKey, nameKey));
      return row !== undefined;
    },
  };
}
