// What trade reads of the rest of the marketplace: products, merchants and their members, the buyer's address,
// files and company, categories and units of measurement.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { ownOrShared } from '../../db/company-sharing.js';
import { deliveryAddresses } from '../../db/schema/addresses.js';
import { supplierProducts, unitsOfMeasurement } from '../../db/schema/catalog.js';
import { categories } from '../../db/schema/categories.js';
import { storedFiles } from '../../db/schema/files.js';
import { cities, provinces } from '../../db/schema/geography.js';
import { buyerCompanies, users } from '../../db/schema/identity.js';
import { merchantCategories, merchants } from '../../db/schema/merchants.js';
import type { BuyerCompanySnapshot, DeliveryAddressSnapshot } from '../../db/schema/trade.js';

export function createLookupsRepo(db: Database) {
  return {
    /** Published products of confirmed merchants, with their supplier and sales unit. */
    products(ids: number[]) {
      if (!ids.length) return Promise.resolve([]);
      return db
        .select({
          id: supplierProducts.id,
          merchantId: supplierProducts.merchantId,
          title: supplierProducts.title,
          salesUnit: supplierProducts.salesUnit,
          // Quantity prices (decision 045): what prices a line and what quantities may be ordered.
          priceRials: supplierProducts.priceRials,
          minOrderQuantity: supplierProducts.minOrderQuantity,
          orderMultiple: supplierProducts.orderMultiple,
          priceTiers: supplierProducts.priceTiers,
          samplePriceRials: supplierProducts.samplePriceRials,
        })
        .from(supplierProducts)
        .innerJoin(merchants, eq(merchants.id, supplierProducts.merchantId))
        .where(
          and(
            inArray(supplierProducts.id, ids),
            eq(supplierProducts.status, 'published'),
            eq(merchants.status, 'confirmed'),
          ),
        );
    },

    async phonesOf(userIds: number[]): Promise<string[]> {
      if (!userIds.length) return [];
      const rows = await db.select({ phone: users.phone }).from(users).where(inArray(users.id, userIds));
      return rows.map((r) => r.phone);
    },

    async address(userId: number, addressId: number): Promise<DeliveryAddressSnapshot | undefined> {
      const [row] = await db
        .select({
          id: deliveryAddresses.id,
          title: deliveryAddresses.title,
          receiverName: deliveryAddresses.receiverName,
          line: deliveryAddresses.addressLine,
          postalCode: deliveryAddresses.postalCode,
          city: cities.name,
          province: provinces.name,
        })
        .from(deliveryAddresses)
        .innerJoin(cities, eq(cities.id, deliveryAddresses.cityId))
        .innerJoin(provinces, eq(provinces.id, deliveryAddresses.provinceId))
        // The buyer's own address, or one shared now with their buyer company (decision 058).
        .where(and(eq(deliveryAddresses.id, addressId), ownOrShared(deliveryAddresses, userId)));
      if (!row) return undefined;
      return {
        id: row.id,
        title: row.title,
        receiverName: row.receiverName,
        text: `${row.province}، ${row.city}، ${row.line}، کد پستی ${row.postalCode}`,
      };
    },

    /** Files the user uploaded, by id (only one's own files can be attached). */
    async ownFiles(userId: number, ids: string[]) {
      if (!ids.length) return [];
      return db
        .select({ id: storedFiles.id, fileName: storedFiles.fileName })
        .from(storedFiles)
        .where(and(inArray(storedFiles.id, ids), eq(storedFiles.ownerUserId, userId)));
    },
    /**
     * The buyer's company as it stands now, or undefined without one: a buyer company's member buys for the
     * company, whose record is its founder's profile row (decision 044); anyone else, their own profile's.
     */
    async companyOf(userId: number): Promise<BuyerCompanySnapshot | undefined> {
      const holder = sql`coalesce((select a.profile_user_id from company_members m
        join company_accounts a on a.id = m.company_id where m.user_id = ${userId}), ${userId})`;
      const [row] = await db
        .select({
          name: buyerCompanies.name,
          nationalId: buyerCompanies.nationalId,
          economicCode: buyerCompanies.economicCode,
          registrationNumber: buyerCompanies.registrationNumber,
          address: buyerCompanies.address,
          postalCode: buyerCompanies.postalCode,
          phone: buyerCompanies.phone,
        })
        .from(buyerCompanies)
        .where(eq(buyerCompanies.userId, holder));
      if (!row) return undefined;
      // Issue 31's postal code and phone travel with the snapshot only when the buyer gave them.
      const { postalCode, phone, ...company } = row;
      return { ...company, ...(postalCode ? { postalCode } : {}), ...(phone ? { phone } : {}) };
    },
    // Requests for quotation (decision 023).
    async categoryOfProduct(productId: number): Promise<number | undefined> {
      const [row] = await db
        .select({ id: supplierProducts.categoryId })
        .from(supplierProducts)
        .where(eq(supplierProducts.id, productId));
      return row?.id;
    },
    async categoryName(id: number | null): Promise<string> {
      if (!id) return '';
      const [row] = await db.select({ name: categories.name }).from(categories).where(eq(categories.id, id));
      return row?.name ?? '';
    },
    /**
     * Those of the caller's merchants (`merchantIds`) that are confirmed and supply a category: listed in it, or
     * selling a published product in it. `categoryId` null: every such (merchant, category) pair of the caller.
     */
    async quotingAmong(merchantIds: number[], categoryId: number): Promise<number[]> {
      if (!merchantIds.length) return [];
      const rows = await db
        .select({ id: merchants.id })
        .from(merchants)
        .where(
          and(
            inArray(merchants.id, merchantIds),
            eq(merchants.status, 'confirmed'),
            sql`(exists (select 1 from ${merchantCategories} mc where mc.merchant_id = ${merchants.id} and mc.category_id = ${categoryId})
              or exists (select 1 from ${supplierProducts} sp where sp.merchant_id = ${merchants.id} and sp.category_id = ${categoryId} and sp.status = 'published'))`,
          ),
        )
        .orderBy(asc(merchants.id));
      return rows.map((r) => r.id);
    },
    /** Every confirmed merchant that supplies a category (listed in it or selling a published product in it). */
    async supplyingMerchants(categoryId: number): Promise<number[]> {
      const rows = await db
        .select({ id: merchants.id })
        .from(merchants)
        .where(
          and(
            eq(merchants.status, 'confirmed'),
            sql`(exists (select 1 from ${merchantCategories} mc where mc.merchant_id = ${merchants.id} and mc.category_id = ${categoryId})
              or exists (select 1 from ${supplierProducts} sp where sp.merchant_id = ${merchants.id} and sp.category_id = ${categoryId} and sp.status = 'published'))`,
          ),
        );
      return rows.map((r) => r.id);
    },
    /** Every unit of measurement (a few dozen), to convert a quote's price to the request's unit. */
    units() {
      return db
        .select({
          name: unitsOfMeasurement.name,
          symbol: unitsOfMeasurement.symbol,
          quantityId: unitsOfMeasurement.quantityId,
          factor: unitsOfMeasurement.factor,
          offset: unitsOfMeasurement.offset,
        })
        .from(unitsOfMeasurement);
    },
  };
}
