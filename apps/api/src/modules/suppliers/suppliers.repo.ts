// Supplier data access. Every public query goes through `publicMerchant`, so a pending or suspended
// merchant can never leak into a listing, a page, a delegation or a sale setting.

import type { CategoryType } from '@bazaar/contracts/categories';
import type { City } from '@bazaar/contracts/geography';
import type { Page } from '@bazaar/contracts/paging';
import type {
  Delegation,
  MerchantBrief,
  SaleSetting,
  SupplierDetail,
  SupplierSummary,
  VerificationLevel,
} from '@bazaar/contracts/suppliers';
import { aliasedTable, and, asc, desc, eq, ilike, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { countOnly, offsetOf, toPage } from '../../db/paging.js';
import { cityColumns } from '../../db/projections.js';
import { categories } from '../../db/schema/categories.js';
import { visitDays } from '../../db/schema/engagement.js';
import { storedFiles } from '../../db/schema/files.js';
import { cities, provinces } from '../../db/schema/geography.js';
import {
  merchantCategories,
  merchantDelegations,
  merchantSaleCities,
  merchantSaleSettings,
  merchants,
} from '../../db/schema/merchants.js';
import { fileUrl } from '../files/file-url.js';

const publicMerchant = eq(merchants.status, 'confirmed');

const verificationRank = sql`case ${merchants.verificationLevel} when 'site_visit' then 3 when 'documents' then 2 when 'identity' then 1 else 0 end`;

export type SupplierSort = 'relevance' | 'newest' | 'name' | 'verification' | 'oldest_established';
const SORTS: Record<SupplierSort, SQL[]> = {
  relevance: [desc(verificationRank), desc(merchants.updatedAt), asc(merchants.id)],
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

const summaryColumns = {
  id: merchants.id,
  name: merchants.name,
  slug: merchants.slug,
  latinName: merchants.latinName,
  logoUrl: merchants.logoUrl,
  excerpt: sql<string>`left(${merchants.about}, 220)`,
  categoryTypes: merchants.categoryTypes,
  provinceId: merchants.provinceId,
  provinceName: provinces.name,
  cityId: merchants.cityId,
  cityName: cities.name,
  verificationLevel: merchants.verificationLevel,
  verifiedAt: merchants.verifiedAt,
  establishedYear: merchants.establishedYear,
  staffSize: merchants.staffSize,
  delegationCount: sql<number>`(select count(*)::int from merchant_delegations d where d.merchant_id = "merchants"."id" and d.active)`,
};

interface SummaryRow extends Omit<SupplierSummary, 'province' | 'city' | 'verifiedAt' | 'verificationLevel'> {
  provinceId: number | null;
  provinceName: string | null;
  cityId: number | null;
  cityName: string | null;
  verifiedAt: Date | null;
  verificationLevel: string;
}

const place = (id: number | null, name: string | null) => (id !== null && name !== null ? { id, name } : null);

const EXCERPT_LENGTH = 180;

/** Cuts at a word boundary and marks the cut, so an excerpt never ends mid-word. */
export function excerptOf(text: string, length = EXCERPT_LENGTH): string {
  if (text.length <= length) return text;
  const cut = text.slice(0, length);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > length / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s،,.؛:]+$/u, '')}…`;
}

function toSummary(row: SummaryRow): SupplierSummary {
  const { provinceId, provinceName, cityId, cityName, verifiedAt, excerpt, ...rest } = row;
  return {
    ...rest,
    excerpt: excerptOf(excerpt),
    province: place(provinceId, provinceName),
    city: place(cityId, cityName),
    verifiedAt: verifiedAt ? verifiedAt.toISOString() : null,
    verificationLevel: row.verificationLevel as VerificationLevel,
  };
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

const delegationProvince = aliasedTable(provinces, 'delegation_province');
const delegationCity = aliasedTable(cities, 'delegation_city');

export function createSuppliersRepo(db: Database) {
  async function listDelegations(where: SQL | undefined, page: number, pageSize: number): Promise<Page<Delegation>> {
    const condition = and(publicMerchant, eq(merchantDelegations.active, true), where);
    const base = () =>
      db
        .select({
          id: merchantDelegations.id,
          merchantId: merchantDelegations.merchantId,
          merchantName: merchants.name,
          name: merchantDelegations.name,
          slug: merchantDelegations.slug,
          kind: merchantDelegations.kind,
          provinceId: merchantDelegations.provinceId,
          provinceName: delegationProvince.name,
          cityId: merchantDelegations.cityId,
          cityName: delegationCity.name,
          region: merchantDelegations.region,
          phone: merchantDelegations.phone,
          mobile: merchantDelegations.mobile,
          address: merchantDelegations.address,
        })
        .from(merchantDelegations)
        .innerJoin(merchants, eq(merchants.id, merchantDelegations.merchantId))
        .leftJoin(delegationProvince, eq(delegationProvince.id, merchantDelegations.provinceId))
        .leftJoin(delegationCity, eq(delegationCity.id, merchantDelegations.cityId));
    return toPage(
      base()
        .where(condition)
        .orderBy(asc(delegationProvince.sortOrder), asc(merchantDelegations.id))
        .limit(pageSize)
        .offset(offsetOf(page, pageSize)),
      db
        .select(countOnly)
        .from(merchantDelegations)
        .innerJoin(merchants, eq(merchants.id, merchantDelegations.merchantId))
        .where(condition),
      page,
      pageSize,
      (rows) =>
        rows.map(({ provinceId, provinceName, cityId, cityName, ...rest }) => ({
          ...rest,
          province: place(provinceId, provinceName),
          city: place(cityId, cityName),
        })),
    );
  }

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

    async findPublicSupplier(id: number): Promise<Omit<SupplierDetail, 'categories' | 'saleSetting'> | undefined> {
      const [row] = await db
        .select({
          ...summaryColumns,
          about: merchants.about,
          address: merchants.address,
          phones: merchants.phones,
          mobile: merchants.mobile,
          website: merchants.website,
          email: merchants.email,
          certificates: merchants.certificates,
          coverUrl: merchants.coverUrl,
          catalogueFileId: merchants.catalogueFileId,
          catalogueName: sql<string | null>`(select ${storedFiles.fileName} from ${storedFiles}
            where ${storedFiles.id} = ${merchants.catalogueFileId} and ${storedFiles.isPublic})`,
          // Counted views of the supplier's own page: visit_days belongs to engagement, read here.
          visitCount: sql<number>`(select coalesce(sum(${visitDays.views}), 0)::int from ${visitDays}
            where ${visitDays.objectType} = 'supplier' and ${visitDays.objectId} = ${merchants.id})`,
        })
        .from(merchants)
        .leftJoin(provinces, eq(provinces.id, merchants.provinceId))
        .leftJoin(cities, eq(cities.id, merchants.cityId))
        .where(and(publicMerchant, eq(merchants.id, id)));
      if (!row) return undefined;
      const {
        about,
        address,
        phones,
        mobile,
        website,
        email,
        certificates,
        coverUrl,
        visitCount,
        catalogueFileId,
        catalogueName,
        ...summary
      } = row;
      return {
        ...toSummary(summary),
        about,
        address,
        phones,
        mobile,
        website,
        email,
        certificates,
        coverUrl,
        catalogue: catalogueFileId && catalogueName ? { url: fileUrl(catalogueFileId), fileName: catalogueName } : null,
        visitCount: Number(visitCount),
      };
    },

    listMerchantCategories(merchantId: number) {
      return db
        .select({
          id: categories.id,
          name: categories.name,
          slug: categories.slug,
          categoryType: categories.categoryType,
          level: categories.level,
        })
        .from(merchantCategories)
        .innerJoin(categories, eq(categories.id, merchantCategories.categoryId))
        .where(and(eq(merchantCategories.merchantId, merchantId), eq(categories.active, true)))
        .orderBy(asc(categories.categoryType), asc(categories.level), asc(categories.sortOrder));
    },

    async isPublicMerchant(id: number): Promise<boolean> {
      const [row] = await db
        .select({ id: merchants.id })
        .from(merchants)
        .where(and(publicMerchant, eq(merchants.id, id)));
      return row !== undefined;
    },

    async findSaleSetting(merchantId: number): Promise<SaleSetting> {
      const [[setting], [count]] = await Promise.all([
        db
          .select({
            minOrderNote: merchantSaleSettings.minOrderNote,
            paymentTerms: merchantSaleSettings.paymentTerms,
            nationwideDelivery: merchantSaleSettings.nationwideDelivery,
          })
          .from(merchantSaleSettings)
          .where(eq(merchantSaleSettings.merchantId, merchantId)),
        db.select(countOnly).from(merchantSaleCities).where(eq(merchantSaleCities.merchantId, merchantId)),
      ]);
      return {
        merchantId,
        minOrderNote: setting?.minOrderNote ?? null,
        paymentTerms: setting?.paymentTerms ?? [],
        nationwideDelivery: setting?.nationwideDelivery ?? false,
        saleCityCount: count?.n ?? 0,
      };
    },

    listSaleCities(merchantId: number, provinceId?: number): Promise<City[]> {
      return db
        .select(cityColumns)
        .from(merchantSaleCities)
        .innerJoin(cities, eq(cities.id, merchantSaleCities.cityId))
        .innerJoin(provinces, eq(provinces.id, cities.provinceId))
        .where(
          and(
            eq(merchantSaleCities.merchantId, merchantId),
            provinceId ? eq(cities.provinceId, provinceId) : undefined,
          ),
        )
        .orderBy(asc(provinces.sortOrder), desc(cities.isCapital), asc(cities.name));
    },

    listDelegations(filter: { merchantId?: number; provinceId?: number }, page: number, pageSize: number) {
      return listDelegations(
        and(
          filter.merchantId ? eq(merchantDelegations.merchantId, filter.merchantId) : undefined,
          filter.provinceId ? eq(merchantDelegations.provinceId, filter.provinceId) : undefined,
        ),
        page,
        pageSize,
      );
    },

    async findDelegation(id: number): Promise<Delegation | undefined> {
      const page = await listDelegations(eq(merchantDelegations.id, id), 1, 1);
      return page.items[0];
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

export type SuppliersRepo = ReturnType<typeof createSuppliersRepo>;
