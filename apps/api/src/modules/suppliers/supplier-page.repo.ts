// A supplier's public page: its detail, categories, sale setting and sale cities.
import type { City } from '@bazaar/contracts/geography';
import type { SaleSetting, SupplierDetail } from '@bazaar/contracts/suppliers';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { countOnly } from '../../db/paging.js';
import { cityColumns } from '../../db/projections.js';
import { categories } from '../../db/schema/categories.js';
import { visitDays } from '../../db/schema/engagement.js';
import { storedFiles } from '../../db/schema/files.js';
import { cities, provinces } from '../../db/schema/geography.js';
import { merchantCategories, merchantSaleCities, merchantSaleSettings, merchants } from '../../db/schema/merchants.js';
import { fileUrl } from '../files/file-url.js';
import { publicMerchant, summaryColumns, toSummary } from './supplier-summary.repo.js';

export function createSupplierPageRepo(db: Database) {
  return {
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
  };
}
