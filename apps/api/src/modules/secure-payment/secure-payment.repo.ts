// Secure payment's SQL (decision 039): what each order costs and where its money is (`order_money`), and its
// shipment. The money itself is the ledger's (the wallet's holding account of the order).
import { and, asc, desc, eq, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { countOnly, offsetOf, toPage } from '../../db/paging.js';
import { orderMoney, shipments } from '../../db/schema/secure-payment.js';

export type OrderMoneyRow = typeof orderMoney.$inferSelect;
export type ShipmentRow = typeof shipments.$inferSelect;

export function createSecurePaymentRepo(db: Database) {
  return {
    async money(tradeRequestId: number, lock = false): Promise<OrderMoneyRow | undefined> {
      const query = db.select().from(orderMoney).where(eq(orderMoney.tradeRequestId, tradeRequestId));
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },
    async insertMoney(row: typeof orderMoney.$inferInsert) {
      await db.insert(orderMoney).values(row);
    },
    /** An unpaid whole payment dropped when the order is split into stages (decision 040). */
    async deleteMoney(tradeRequestId: number) {
      await db.delete(orderMoney).where(and(eq(orderMoney.tradeRequestId, tradeRequestId), isNull(orderMoney.paidAt)));
    },
    async updateMoney(tradeRequestId: number, patch: Partial<typeof orderMoney.$inferInsert>) {
      await db.update(orderMoney).set(patch).where(eq(orderMoney.tradeRequestId, tradeRequestId));
    },
    /** Adds to what was released, commissioned and refunded, and marks the order settled when nothing is left. */
    async recordSettlement(
      tradeRequestId: number,
      moved: { releasedRials: number; commissionRials: number; refundedRials: number; settledAt: Date | null },
    ) {
      await db
        .update(orderMoney)
        .set({
          releasedRials: sql`${orderMoney.releasedRials} + ${moved.releasedRials}`,
          commissionRials: sql`${orderMoney.commissionRials} + ${moved.commissionRials}`,
          refundedRials: sql`${orderMoney.refundedRials} + ${moved.refundedRials}`,
          settledAt: moved.settledAt,
        })
        .where(eq(orderMoney.tradeRequestId, tradeRequestId));
    },
    async shipment(tradeRequestId: number): Promise<ShipmentRow | undefined> {
      const [row] = await db.select().from(shipments).where(eq(shipments.tradeRequestId, tradeRequestId));
      return row;
    },
    async upsertShipment(row: typeof shipments.$inferInsert) {
      await db
        .insert(shipments)
        .values(row)
        .onConflictDoUpdate({ target: shipments.tradeRequestId, set: { ...row, createdAt: new Date() } });
    },
    /** Paid, unsettled orders whose objection window has ended (oldest first). */
    dueForRelease(now: Date, limit: number) {
      return db
        .select({ tradeRequestId: orderMoney.tradeRequestId })
        .from(orderMoney)
        .where(and(isNull(orderMoney.settledAt), isNotNull(orderMoney.paidAt), lte(orderMoney.releaseDueAt, now)))
        .orderBy(asc(orderMoney.releaseDueAt))
        .limit(limit);
    },
    /** Orders whose release is near (within `before`) and whose buyer was not reminded yet. */
    dueForReminder(now: Date, before: Date, limit: number) {
      return db
        .select({
          tradeRequestId: orderMoney.tradeRequestId,
          buyerUserId: orderMoney.buyerUserId,
          releaseDueAt: orderMoney.releaseDueAt,
        })
        .from(orderMoney)
        .where(
          and(
            isNull(orderMoney.settledAt),
            isNull(orderMoney.remindedAt),
            isNotNull(orderMoney.paidAt),
            lte(orderMoney.releaseDueAt, before),
            sql`${orderMoney.releaseDueAt} > ${now}`,
          ),
        )
        .limit(limit);
    },
    /** Marks the reminder sent; false when another instance already did. */
    async markReminded(tradeRequestId: number, now: Date): Promise<boolean> {
      const rows = await db
        .update(orderMoney)
        .set({ remindedAt: now })
        .where(and(eq(orderMoney.tradeRequestId, tradeRequestId), isNull(orderMoney.remindedAt)))
        .returning({ id: orderMoney.tradeRequestId });
      return rows.length > 0;
    },
    /** A merchant's paid orders, newest first (its statement). */
    settlements(merchantId: number, q: { page: number; pageSize: number }) {
      const where = and(eq(orderMoney.merchantId, merchantId), isNotNull(orderMoney.paidAt));
      return toPage(
        db
          .select()
          .from(orderMoney)
          .where(where)
          .orderBy(desc(orderMoney.paidAt))
          .limit(q.pageSize)
          .offset(offsetOf(q.page, q.pageSize)),
        db.select(countOnly).from(orderMoney).where(where),
        q.page,
        q.pageSize,
      );
    },
    /** Paid orders whose money is not settled yet (staff's «held money by order»). */
    held(q: { page: number; pageSize: number }) {
      const where = and(isNotNull(orderMoney.paidAt), isNull(orderMoney.settledAt));
      return toPage(
        db
          .select()
          .from(orderMoney)
          .where(where)
          .orderBy(asc(orderMoney.paidAt))
          .limit(q.pageSize)
          .offset(offsetOf(q.page, q.pageSize)),
        db.select(countOnly).from(orderMoney).where(where),
        q.page,
        q.pageSize,
      );
    },
    async heldOfMerchant(merchantId: number): Promise<number> {
      const [row] = await db
        .select({
          held: sql<string>`coalesce(sum(${orderMoney.paidRials} - ${orderMoney.releasedRials} - ${orderMoney.commissionRials} - ${orderMoney.refundedRials}), 0)`,
        })
        .from(orderMoney)
        .where(and(eq(orderMoney.merchantId, merchantId), isNotNull(orderMoney.paidAt), isNull(orderMoney.settledAt)));
      return Number(row?.held ?? 0);
    },
  };
}
