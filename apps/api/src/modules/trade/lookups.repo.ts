// What trade reads of the rest of the marketplace: products, merchants and their members, the buyer's address,
// files and company, categories and units of measurement.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { deliveryAddresses } from '../../db/schema/addresses.js';
import { supplierProducts, unitsOfMeasurement } from '../../db/schema/catalog.js';
import { categories } from '../../db/schema/categories.js';
import { storedFiles } from '../../db/schema/files.js';
import { cities, provinces } from '../../db/schema/geography.js';
import { buyerCompanies, merchantMembers, users } from '../../db/schema/identity.js';
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

    async memberRole(userId: number, merchantId: number): Promise<'owner' | 'agent' | null> {
      const [row] = await db
        .select({ role: merchantMembers.role })
        .from(merchantMembers)
        .where(and(eq(merchantMembers.userId, userId), eq(merchantMembers.merchantId, merchantId)));
      return (row?.role as 'owner' | 'agent' | undefined) ?? null;
    },
    async merchantIdsOf(userId: number): Promise<number[]> {
      const rows = await db
        .select({ id: merchantMembers.merchantId })
        .from(merchantMembers)
        .where(eq(merchantMembers.userId, userId));
      return rows.map((r) => r.id);
    },
    /** Everyone who acts for a merchant (its owner and agents): the audience of its requests' events. */
    async memberIds(merchantId: number): Promise<number[]> {
      const rows = await db
        .select({ id: merchantMembers.userId })
        .from(merchantMembers)
        .where(eq(merchantMembers.merchantId, merchantId));
      return rows.map((r) => r.id);
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
        .where(and(eq(deliveryAddresses.id, addressId), eq(deliveryAddresses.userId, userId)));
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
    /** The buyer's company as their profile states it now, or undefined without one. */
    async companyOf(userId: number): Promise<BuyerCompanySnapshot | undefined> {
      const [row] = await db
        .select({
          name: buyerCompanies.name,
          nationalId: buyerCompanies.nationalId,
          economicCode: buyerCompanies.economicCode,
          registrationNumber: buyerCompanies.registrationNumber,
          address: buyerCompanies.address,
        })
        .from(buyerCompanies)
        .where(eq(buyerCompanies.userId, userId));
      return row;
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
     * The caller's confirmed merchants that supply a category: listed in it, or selling a published product
     * in it. `categoryId` null: every such (merchant, category) pair of the caller.
     */
    async quotingMerchants(userId: number, categoryId: number): Promise<number[]> {
      const rows = await db
        .select({ id: merchantMembers.merchantId })
        .from(merchantMembers)
        .innerJoin(merchants, eq(merchants.id, merchantMembers.merchantId))
        .where(
          and(
            eq(merchantMembers.userId, userId),
            eq(merchants.status, 'confirmed'),
            sql`(exists (select 1 from ${merchantCategories} mc where mc.merchant_id = ${merchants.id} and mc.category_id = ${categoryId})
              or exists (select 1 from ${supplierProducts} sp where sp.merchant_id = ${merchants.id} and sp.category_id = ${categoryId} and sp.status = 'published'))`,
          ),
        )
        .orderBy(asc(merchantMembers.merchantId));
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
