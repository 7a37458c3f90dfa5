// The SQL of an order's stages (decision 040). Their money is the ledger's (the order's one holding account);
// these rows say what each stage asks, what it paid, and what was released or refunded of it.
import { and, asc, eq, gt, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { orderStages } from '../../db/schema/secure-payment.js';

export type StageRow = typeof orderStages.$inferSelect;
const of = (id: number, n: number) => and(eq(orderStages.tradeRequestId, id), eq(orderStages.number, n));

export function createStagesRepo(db: Database) {
  return {
    async stages(tradeRequestId: number, lock = false): Promise<StageRow[]> {
      const query = db
        .select()
        .from(orderStages)
        .where(eq(orderStages.tradeRequestId, tradeRequestId))
        .orderBy(asc(orderStages.number));
      return lock ? query.for('update') : query;
    },
    async replace(tradeRequestId: number, rows: (typeof orderStages.$inferInsert)[]) {
      await db.delete(orderStages).where(eq(orderStages.tradeRequestId, tradeRequestId));
      if (rows.length) await db.insert(orderStages).values(rows);
    },
    async update(tradeRequestId: number, n: number, patch: Partial<typeof orderStages.$inferInsert>) {
      await db.update(orderStages).set(patch).where(of(tradeRequestId, n));
    },
    /** Adds to what the stage released, commissioned and refunded, and marks it settled. */
    async recordSettlement(
      tradeRequestId: number,
      n: number,
      moved: { releasedRials: number; commissionRials: number; refundedRials: number; settledAt: Date },
    ) {
      await db
        .update(orderStages)
        .set({
          releasedRials: sql`${orderStages.releasedRials} + ${moved.releasedRials}`,
          commissionRials: sql`${orderStages.commissionRials} + ${moved.commissionRials}`,
          refundedRials: sql`${orderStages.refundedRials} + ${moved.refundedRials}`,
          settledAt: moved.settledAt,
        })
        .where(of(tradeRequestId, n));
    },
    /** Paid, delivered, undisputed and unsettled stages whose objection window has ended (oldest first). */
    due(now: Date, limit: number) {
      return db
        .select({ tradeRequestId: orderStages.tradeRequestId, number: orderStages.number })
        .from(orderStages)
        .where(
          and(
            isNull(orderStages.settledAt),
            isNull(orderStages.disputedAt),
            isNotNull(orderStages.paidAt),
            lte(orderStages.releaseDueAt, now),
          ),
        )
        .orderBy(asc(orderStages.releaseDueAt))
        .limit(limit);
    },
    /** Paid, delivered, undisputed stages releasing before `before` whose buyer was not reminded yet. */
    dueForReminder(now: Date, before: Date, limit: number) {
      return db
        .select({
          tradeRequestId: orderStages.tradeRequestId,
          number: orderStages.number,
          releaseDueAt: orderStages.releaseDueAt,
        })
        .from(orderStages)
        .where(
          and(
            isNull(orderStages.settledAt),
            isNull(orderStages.disputedAt),
            isNull(orderStages.remindedAt),
            isNotNull(orderStages.paidAt),
            gt(orderStages.releaseDueAt, now),
            lte(orderStages.releaseDueAt, before),
          ),
        )
        .orderBy(asc(orderStages.releaseDueAt))
        .limit(limit);
    },
    /** Marks a stage's reminder sent; false when another instance already did. */
    async markReminded(tradeRequestId: number, n: number, now: Date) {
      const rows = await db
        .update(orderStages)
        .set({ remindedAt: now })
        .where(and(of(tradeRequestId, n), isNull(orderStages.remindedAt)))
        .returning({ n: orderStages.number });
      return rows.length > 0;
    },
    /** The stages of several orders (statements, staff's list), by order. */
    async ofOrders(ids: number[]): Promise<Map<number, StageRow[]>> {
      const rows = ids.length
        ? await db
            .select()
            .from(orderStages)
            .where(inArray(orderStages.tradeRequestId, ids))
            .orderBy(asc(orderStages.tradeRequestId), asc(orderStages.number))
        : [];
      const byOrder = new Map<number, StageRow[]>();
      for (const row of rows) byOrder.set(row.tradeRequestId, [...(byOrder.get(row.tradeRequestId) ?? []), row]);
      return byOrder;
    },
  };
}
