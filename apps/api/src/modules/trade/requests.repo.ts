// Trade requests, their items, documents and events (decision 021): a transition is a conditional update of the
// request's state plus its event row, in one transaction.
import type { TradeEventAction, TradeRequestState } from '@bazaar/contracts/trade-states';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { buyerCompanies, users } from '../../db/schema/identity.js';
import { merchants } from '../../db/schema/merchants.js';
import { tradeRequestDocuments, tradeRequestEvents, tradeRequestItems, tradeRequests } from '../../db/schema/trade.js';
import type { TradeEventRow, TradeItemRow, TradeRequestRow } from './trade-rows.js';

/**
 * A person's name as the other side reads it; without a name, the role they play (never their mobile number:
 * open requests are read by every supplier of the category, docs/security-testing.md).
 */
const nameOr = (label: SQL) =>
  sql<string>`coalesce(nullif(trim(concat_ws(' ', ${users.firstName}, ${users.lastName})), ''), ${label})`;
export const buyerName = nameOr(sql`'کاربر بازار صنعت'`);
/** Who took a step: a person's name, else their side; the system for steps no person took. */
const actorName = sql<string>`case when ${users.id} is null then 'سامانه' else ${nameOr(
  sql`case ${tradeRequestEvents.actorParty} when 'supplier' then 'تأمین‌کننده' when 'buyer' then 'خریدار' else 'سامانه' end`,
)} end`;

export function createRequestsRepo(db: Database) {
  return {
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
    /** The buyer's and the supplier's names of several orders (statements and staff lists). */
    async partyNames(ids: number[]) {
      if (!ids.length) return [];
      return db
        .select({ id: tradeRequests.id, state: tradeRequests.state, buyerName, merchantName: merchants.name })
        .from(tradeRequests)
        .innerJoin(users, eq(users.id, tradeRequests.buyerUserId))
        .innerJoin(merchants, eq(merchants.id, tradeRequests.merchantId))
        .where(inArray(tradeRequests.id, ids));
    },
  };
}
