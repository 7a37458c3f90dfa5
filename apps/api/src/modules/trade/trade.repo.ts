// The only file of trade requests that knows SQL. Built on the pool for reads and on a unit of work's `tx` for
// changes: a transition is a conditional update of the request's state plus its event row, in one transaction.
import {
  MAX_ORDER_TOTAL_RIALS,
  type TradeEventAction,
  type TradeQuoteStatus,
  type TradeRequestState,
} from '@bazaar/contracts/trade';
import { and, asc, desc, eq, gte, inArray, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { countOnly, offsetOf, toPage } from '../../db/paging.js';
import { deliveryAddresses } from '../../db/schema/addresses.js';
import { supplierProducts, unitsOfMeasurement } from '../../db/schema/catalog.js';
import { categories } from '../../db/schema/categories.js';
import { storedFiles } from '../../db/schema/files.js';
import { cities, provinces } from '../../db/schema/geography.js';
import { buyerCompanies, merchantMembers, users } from '../../db/schema/identity.js';
import { merchantCategories, merchants } from '../../db/schema/merchants.js';
import {
  type BuyerCompanySnapshot,
  type DeliveryAddressSnapshot,
  tradeQuotes,
  tradeRequestDocuments,
  tradeRequestEvents,
  tradeRequestItems,
  tradeRequests,
} from '../../db/schema/trade.js';

export type TradeRequestRow = typeof tradeRequests.$inferSelect;
export type TradeItemRow = typeof tradeRequestItems.$inferSelect;
export type TradeQuoteRow = typeof tradeQuotes.$inferSelect;
export type TradeQuoteWithName = TradeQuoteRow & { merchantName: string };
export type TradeEventRow = typeof tradeRequestEvents.$inferSelect & { actorName: string };

/**
 * A person's name as the other side reads it; without a name, the role they play (never their mobile number:
 * open requests are read by every supplier of the category, docs/security-testing.md).
 */
const nameOr = (label: SQL) =>
  sql<string>`coalesce(nullif(trim(concat_ws(' ', ${users.firstName}, ${users.lastName})), ''), ${label})`;
const buyerName = nameOr(sql`'کاربر بازار صنعت'`);
/** Who took a step: a person's name, else their side; the system for steps no person took. */
const actorName = sql<string>`case when ${users.id} is null then 'سامانه' else ${nameOr(
  sql`case ${tradeRequestEvents.actorParty} when 'supplier' then 'تأمین‌کننده' when 'buyer' then 'خریدار' else 'سامانه' end`,
)} end`;

/**
 * An order's total in a list, summed in numeric, which cannot overflow; null beyond what an order can be (rows
 * stored before the bounds of the contract), as orderTotalRials answers on a request's page, so that one such
 * row never makes a list unreadable. Before, `::bigint` of 10^9 × 10^15 failed the whole list with 400.
 */
const total = sql`round(sum(i.quantity::numeric * i.unit_price_rials))`;
const orderTotal = sql<number | null>`(select case when bool_and(i.unit_price_rials is not null)
  and ${total} <= ${MAX_ORDER_TOTAL_RIALS} then ${total}::bigint end
  from trade_request_items i where i.trade_request_id = ${tradeRequests.id})`;

export interface ListFilter {
  page: number;
  pageSize: number;
  state?: TradeRequestState;
  from?: Date;
  to?: Date;
}

export function createTradeRepo(db: Database) {
  function summaries(where: SQL | undefined, q: ListFilter) {
    const filters = [
      where,
      q.state ? eq(tradeRequests.state, q.state) : undefined,
      q.from ? gte(tradeRequests.createdAt, q.from) : undefined,
      q.to ? lt(tradeRequests.createdAt, q.to) : undefined,
    ].filter(Boolean) as SQL[];
    const condition = and(...filters);
    return toPage(
      db
        .select({
          request: tradeRequests,
          buyerName,
          merchantName: merchants.name,
          firstTitle: sql<string>`(select product_title from trade_request_items i where i.trade_request_id = ${tradeRequests.id} order by i.sort_order, i.id limit 1)`,
          itemCount: sql<number>`(select count(*)::int from trade_request_items i where i.trade_request_id = ${tradeRequests.id})`,
          totalRials: orderTotal,
        })
        .from(tradeRequests)
        .innerJoin(users, eq(users.id, tradeRequests.buyerUserId))
        .innerJoin(merchants, eq(merchants.id, tradeRequests.merchantId))
        .where(condition)
        .orderBy(desc(tradeRequests.createdAt), desc(tradeRequests.id))
        .limit(q.pageSize)
        .offset(offsetOf(q.page, q.pageSize)),
      db.select(countOnly).from(tradeRequests).where(condition),
      q.page,
      q.pageSize,
    );
  }

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

    async insert(row: typeof tradeRequests.$inferInsert): Promise<TradeRequestRow> {
      const [created] = await db.insert(tradeRequests).values(row).returning();
      if (!created) throw new Error('trade request not created');
      return created;
    },
    async replaceContent(
      id: number,
      items: Omit<typeof tradeRequestItems.$inferInsert, 'tradeRequestId'>[],
      documents: Omit<typeof tradeRequestDocuments.$inferInsert, 'tradeRequestId'>[],
    ) {
      await db.delete(tradeRequestItems).where(eq(tradeRequestItems.tradeRequestId, id));
      await db.delete(tradeRequestDocuments).where(eq(tradeRequestDocuments.tradeRequestId, id));
      if (items.length)
        await db
          .insert(tradeRequestItems)
          .values(items.map((item, i) => ({ ...item, tradeRequestId: id, sortOrder: i })));
      if (documents.length)
        await db.insert(tradeRequestDocuments).values(documents.map((d) => ({ ...d, tradeRequestId: id })));
    },

    async request(id: number): Promise<TradeRequestRow | undefined> {
      const [row] = await db.select().from(tradeRequests).where(eq(tradeRequests.id, id));
      return row;
    },
    /** The request under a row lock: concurrent transitions of one request queue here. */
    async requestForUpdate(id: number): Promise<TradeRequestRow | undefined> {
      const [row] = await db.select().from(tradeRequests).where(eq(tradeRequests.id, id)).for('update');
      return row;
    },
    /**
     * Moves the request from one of `from` to `to` and changes the given columns, only if it is still in one
     * of `from` (a conditional update, which also takes the row lock): the loser of a race changes nothing.
     */
    async transition(
      id: number,
      from: readonly TradeRequestState[],
      to: TradeRequestState,
      patch: Partial<typeof tradeRequests.$inferInsert> = {},
    ): Promise<TradeRequestRow | undefined> {
      const [row] = await db
        .update(tradeRequests)
        .set({ ...patch, state: to, updatedAt: new Date() })
        .where(and(eq(tradeRequests.id, id), inArray(tradeRequests.state, [...from])))
        .returning();
      return row;
    },
    async update(id: number, patch: Partial<typeof tradeRequests.$inferInsert>) {
      await db
        .update(tradeRequests)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(tradeRequests.id, id));
    },
    async setUnitPrices(id: number, prices: { itemId: number; unitPriceRials: number | null }[]) {
      for (const price of prices)
        await db
          .update(tradeRequestItems)
          .set({ unitPriceRials: price.unitPriceRials })
          .where(and(eq(tradeRequestItems.id, price.itemId), eq(tradeRequestItems.tradeRequestId, id)));
    },
    async clearUnitPrices(id: number) {
      await db.update(tradeRequestItems).set({ unitPriceRials: null }).where(eq(tradeRequestItems.tradeRequestId, id));
    },
    async addEvent(row: {
      tradeRequestId: number;
      action: TradeEventAction;
      fromState: TradeRequestState | null;
      toState: TradeRequestState;
      actorUserId: number | null;
      actorParty: 'buyer' | 'supplier' | 'system';
      /** The quoting merchant of a quote event. */
      merchantId?: number | null;
      note?: string;
      /** Only the demo seed backdates events; a transition is stamped by the database. */
      createdAt?: Date;
    }) {
      await db.insert(tradeRequestEvents).values({ ...row, note: row.note ?? '' });
    },

    items(id: number): Promise<TradeItemRow[]> {
      return db
        .select()
        .from(tradeRequestItems)
        .where(eq(tradeRequestItems.tradeRequestId, id))
        .orderBy(asc(tradeRequestItems.sortOrder), asc(tradeRequestItems.id));
    },
    documents(id: number) {
      return db
        .select()
        .from(tradeRequestDocuments)
        .where(eq(tradeRequestDocuments.tradeRequestId, id))
        .orderBy(asc(tradeRequestDocuments.fileName));
    },
    async events(id: number): Promise<TradeEventRow[]> {
      return db
        .select({
          id: tradeRequestEvents.id,
          tradeRequestId: tradeRequestEvents.tradeRequestId,
          action: tradeRequestEvents.action,
          fromState: tradeRequestEvents.fromState,
          toState: tradeRequestEvents.toState,
          actorUserId: tradeRequestEvents.actorUserId,
          actorParty: tradeRequestEvents.actorParty,
          merchantId: tradeRequestEvents.merchantId,
          note: tradeRequestEvents.note,
          createdAt: tradeRequestEvents.createdAt,
          actorName,
        })
        .from(tradeRequestEvents)
        .leftJoin(users, eq(users.id, tradeRequestEvents.actorUserId))
        .where(eq(tradeRequestEvents.tradeRequestId, id))
        .orderBy(asc(tradeRequestEvents.id));
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
    async parties(id: number) {
      const [row] = await db
        .select({
          buyerName,
          buyerPhone: users.phone,
          merchantName: merchants.name,
          merchantPhone: merchants.mobile,
          companyName: buyerCompanies.name,
          companyNationalId: buyerCompanies.nationalId,
          companyEconomicCode: buyerCompanies.economicCode,
          companyRegistrationNumber: buyerCompanies.registrationNumber,
          companyAddress: buyerCompanies.address,
        })
        .from(tradeRequests)
        .innerJoin(users, eq(users.id, tradeRequests.buyerUserId))
        .leftJoin(buyerCompanies, eq(buyerCompanies.userId, tradeRequests.buyerUserId))
        .innerJoin(merchants, eq(merchants.id, tradeRequests.merchantId))
        .where(eq(tradeRequests.id, id));
      return row;
    },

    listMine(buyerUserId: number, q: ListFilter) {
      return summaries(eq(tradeRequests.buyerUserId, buyerUserId), q);
    },
    /** A supplier's inbox: drafts are the buyer's own until sent. */
    listForMerchants(merchantIds: number[], q: ListFilter) {
      return summaries(and(inArray(tradeRequests.merchantId, merchantIds), ne(tradeRequests.state, 'draft')), q);
    },

    /**
     * Requests the buyer published or opened to quotes since a moment (the plan's monthly allowance counts
     * them; a request opened and later published counts once).
     */
    async publishedSince(buyerUserId: number, since: Date): Promise<number> {
      const [row] = await db
        .select(countOnly)
        .from(tradeRequests)
        .where(
          and(
            eq(tradeRequests.buyerUserId, buyerUserId),
            or(gte(tradeRequests.publishedAt, since), gte(tradeRequests.openedAt, since)),
          ),
        );
      return row?.n ?? 0;
    },
    /**
     * Serialises a monthly quota: concurrent publishes of one buyer (or quotes of one merchant) queue on this
     * row lock until the first commits, so each counts what the others wrote (decision 023). `no key update`
     * leaves rows that only reference the locked one free to be written.
     */
    async lockBuyer(userId: number) {
      await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
    },
    async lockMerchant(merchantId: number) {
      await db.select({ id: merchants.id }).from(merchants).where(eq(merchants.id, merchantId)).for('no key update');
    },
    /** Quotes a merchant sent since a moment (revisions of a quote count once). */
    async quotesSince(merchantId: number, since: Date): Promise<number> {
      const [row] = await db
        .select(countOnly)
        .from(tradeQuotes)
        .where(and(eq(tradeQuotes.merchantId, merchantId), gte(tradeQuotes.createdAt, since)));
      return row?.n ?? 0;
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
    /** Open requests in the categories the given merchants supply, with each merchant's quote status. */
    async listOpen(merchantIds: number[], q: { page: number; pageSize: number }) {
      const ids = sql.join(
        merchantIds.map((m) => sql`${m}`),
        sql`, `,
      );
      const inCategories = sql`${tradeRequests.categoryId} in (
        select mc.category_id from ${merchantCategories} mc where mc.merchant_id in (${ids})
        union select sp.category_id from ${supplierProducts} sp where sp.merchant_id in (${ids}) and sp.status = 'published')`;
      const notOwn = sql`not exists (select 1 from ${merchantMembers} mm where mm.user_id = ${tradeRequests.buyerUserId} and mm.merchant_id in (${ids}))`;
      const condition = and(eq(tradeRequests.state, 'open_for_quotes'), inCategories, notOwn);
      return toPage(
        db
          .select({
            request: tradeRequests,
            buyerName,
            categoryName: sql<string>`coalesce((select c.name from ${categories} c where c.id = ${tradeRequests.categoryId}), '')`,
            firstTitle: sql<string>`(select product_title from trade_request_items i where i.trade_request_id = ${tradeRequests.id} order by i.sort_order, i.id limit 1)`,
            itemCount: sql<number>`(select count(*)::int from trade_request_items i where i.trade_request_id = ${tradeRequests.id})`,
            quoteStatus: sql<TradeQuoteStatus | null>`(select q.status from trade_quotes q where q.trade_request_id = ${tradeRequests.id} and q.merchant_id in (${ids}) order by q.id limit 1)`,
          })
          .from(tradeRequests)
          .innerJoin(users, eq(users.id, tradeRequests.buyerUserId))
          .where(condition)
          .orderBy(desc(tradeRequests.openedAt), desc(tradeRequests.id))
          .limit(q.pageSize)
          .offset(offsetOf(q.page, q.pageSize)),
        db.select(countOnly).from(tradeRequests).where(condition),
        q.page,
        q.pageSize,
      );
    },
    async quotes(tradeRequestId: number): Promise<TradeQuoteWithName[]> {
      const rows = await db
        .select({ quote: tradeQuotes, merchantName: merchants.name })
        .from(tradeQuotes)
        .innerJoin(merchants, eq(merchants.id, tradeQuotes.merchantId))
        .where(eq(tradeQuotes.tradeRequestId, tradeRequestId))
        .orderBy(asc(tradeQuotes.id));
      return rows.map((r) => ({ ...r.quote, merchantName: r.merchantName }));
    },
    async quote(id: number): Promise<TradeQuoteWithName | undefined> {
      const [row] = await db
        .select({ quote: tradeQuotes, merchantName: merchants.name })
        .from(tradeQuotes)
        .innerJoin(merchants, eq(merchants.id, tradeQuotes.merchantId))
        .where(eq(tradeQuotes.id, id));
      return row && { ...row.quote, merchantName: row.merchantName };
    },
    async quoteOf(tradeRequestId: number, merchantId: number): Promise<TradeQuoteRow | undefined> {
      const [row] = await db
        .select()
        .from(tradeQuotes)
        .where(and(eq(tradeQuotes.tradeRequestId, tradeRequestId), eq(tradeQuotes.merchantId, merchantId)));
      return row;
    },
    async insertQuote(row: typeof tradeQuotes.$inferInsert): Promise<TradeQuoteRow> {
      const [created] = await db.insert(tradeQuotes).values(row).returning();
      if (!created) throw new Error('quote not created');
      return created;
    },
    async updateQuote(id: number, patch: Partial<typeof tradeQuotes.$inferInsert>): Promise<TradeQuoteRow> {
      const [row] = await db
        .update(tradeQuotes)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(tradeQuotes.id, id))
        .returning();
      if (!row) throw new Error('quote vanished');
      return row;
    },
    /** After an acceptance: every other active quote of the request is not chosen; answers their merchants. */
    async closeOtherQuotes(tradeRequestId: number, acceptedId: number): Promise<number[]> {
      const rows = await db
        .update(tradeQuotes)
        .set({ status: 'not_chosen', updatedAt: new Date() })
        .where(
          and(
            eq(tradeQuotes.tradeRequestId, tradeRequestId),
            ne(tradeQuotes.id, acceptedId),
            eq(tradeQuotes.status, 'active'),
          ),
        )
        .returning({ merchantId: tradeQuotes.merchantId });
      return rows.map((r) => r.merchantId);
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

export type TradeRepo = ReturnType<typeof createTradeRepo>;
