// Disputes' SQL (decision 039): the dispute of an order, its thread, the staff queue.
import { and, asc, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { countOnly, offsetOf, toPage } from '../../db/paging.js';
import { disputeMessages, disputes } from '../../db/schema/disputes.js';
import { users } from '../../db/schema/identity.js';

export type DisputeRow = typeof disputes.$inferSelect;

export function createDisputesRepo(db: Database) {
  return {
    /** The order's dispute: the open one first, else the latest (an order paid in stages may have one a stage). */
    async byOrder(tradeRequestId: number, lock = false): Promise<DisputeRow | undefined> {
      const query = db
        .select()
        .from(disputes)
        .where(eq(disputes.tradeRequestId, tradeRequestId))
        .orderBy(sql`${disputes.decidedAt} is not null`, desc(disputes.openedAt), desc(disputes.id))
        .limit(1);
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },
    async byId(id: number, lock = false): Promise<DisputeRow | undefined> {
      const query = db.select().from(disputes).where(eq(disputes.id, id));
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },
    async insert(row: typeof disputes.$inferInsert): Promise<DisputeRow> {
      const [created] = await db.insert(disputes).values(row).returning();
      if (!created) throw new Error('dispute not created');
      return created;
    },
    async decide(
      id: number,
      decision: Pick<
        typeof disputes.$inferInsert,
        'outcome' | 'refundRials' | 'releaseRials' | 'decisionReason' | 'decidedByUserId' | 'decidedAt'
      >,
    ): Promise<boolean> {
      const rows = await db
        .update(disputes)
        .set(decision)
        .where(and(eq(disputes.id, id), isNull(disputes.decidedAt)))
        .returning({ id: disputes.id });
      return rows.length > 0;
    },
    async addMessage(row: typeof disputeMessages.$inferInsert) {
      await db.insert(disputeMessages).values(row);
    },
    messages(disputeId: number) {
      return db
        .select()
        .from(disputeMessages)
        .where(eq(disputeMessages.disputeId, disputeId))
        .orderBy(asc(disputeMessages.id));
    },
    /** Has the supplier written in the thread? */
    async supplierAnswered(disputeIds: number[]): Promise<Set<number>> {
      if (!disputeIds.length) return new Set();
      const rows = await db
        .selectDistinct({ id: disputeMessages.disputeId })
        .from(disputeMessages)
        .where(and(eq(disputeMessages.party, 'supplier'), inArray(disputeMessages.disputeId, disputeIds)));
      return new Set(rows.map((r) => r.id));
    },
    list(q: { page: number; pageSize: number; status?: 'open' | 'decided' }) {
      const where =
        q.status === 'open'
          ? isNull(disputes.decidedAt)
          : q.status === 'decided'
            ? isNotNull(disputes.decidedAt)
            : undefined;
      return toPage(
        db
          .select()
          .from(disputes)
          .where(where)
          .orderBy(sql`${disputes.decidedAt} is not null`, asc(disputes.openedAt))
          .limit(q.pageSize)
          .offset(offsetOf(q.page, q.pageSize)),
        db.select(countOnly).from(disputes).where(where),
        q.page,
        q.pageSize,
      );
    },
    async authorNames(userIds: number[]): Promise<Map<number, string>> {
      if (!userIds.length) return new Map();
      const rows = await db
        .select({ id: users.id, name: sql<string>`trim(concat_ws(' ', ${users.firstName}, ${users.lastName}))` })
        .from(users)
        .where(inArray(users.id, userIds));
      return new Map(rows.map((r) => [r.id, r.name]));
    },
  };
}
