// Payables and payments: what is owed, and each attempt to pay it.
import { and, asc, desc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { countOnly, offsetOf, toPage } from '../../db/paging.js';
import { users } from '../../db/schema/identity.js';
import { payables, payments } from '../../db/schema/wallet.js';

import type { PayableRow, PaymentRow } from './wallet-rows.js';

export function createPaymentsRepo(db: Database) {
  return {
    async createPayable(row: typeof payables.$inferInsert): Promise<PayableRow> {
      const [created] = await db.insert(payables).values(row).returning();
      if (!created) throw new Error('payable not created');
      return created;
    },
    async payableForUpdate(id: number, userId?: number): Promise<PayableRow | undefined> {
      const [row] = await db
        .select()
        .from(payables)
        .where(and(eq(payables.id, id), userId === undefined ? undefined : eq(payables.userId, userId)))
        .for('update');
      return row;
    },
    async payable(id: number): Promise<PayableRow | undefined> {
      const [row] = await db.select().from(payables).where(eq(payables.id, id));
      return row;
    },
    async markPayable(id: number, status: 'paid' | 'cancelled', paymentId: number | null) {
      await db.update(payables).set({ status, paidByPaymentId: paymentId }).where(eq(payables.id, id));
    },
    openPayables(userId: number) {
      return db
        .select()
        .from(payables)
        .where(and(eq(payables.userId, userId), eq(payables.status, 'open'), sql`${payables.kind} <> 'wallet_topup'`))
        .orderBy(desc(payables.id))
        .limit(50);
    },

    async createPayment(row: typeof payments.$inferInsert): Promise<PaymentRow> {
      const [created] = await db.insert(payments).values(row).returning();
      if (!created) throw new Error('payment not created');
      return created;
    },
    async payment(id: number): Promise<PaymentRow | undefined> {
      const [row] = await db.select().from(payments).where(eq(payments.id, id));
      return row;
    },
    async paymentForUpdate(id: number): Promise<PaymentRow | undefined> {
      const [row] = await db.select().from(payments).where(eq(payments.id, id)).for('update');
      return row;
    },
    async paymentByAuthority(gateway: string, authority: string): Promise<PaymentRow | undefined> {
      const [row] = await db
        .select()
        .from(payments)
        .where(and(eq(payments.gateway, gateway), eq(payments.authority, authority)));
      return row;
    },
    async updatePayment(
      id: number,
      set: Partial<
        Pick<PaymentRow, 'status' | 'authority' | 'referenceId' | 'failureReason' | 'settledAt' | 'gatewayClosedAt'>
      >,
      onlyFrom?: PaymentRow['status'][],
    ): Promise<PaymentRow | undefined> {
      const [row] = await db
        .update(payments)
        .set({ ...set, updatedAt: new Date() })
        .where(and(eq(payments.id, id), onlyFrom ? inArray(payments.status, onlyFrom) : undefined))
        .returning();
      return row;
    },
    /** Per open payable of the user, its latest payment when that one is not paid or cancelled. */
    async retryable(userId: number) {
      const rows = await db
        .select({ payment: payments, payable: payables })
        .from(payments)
        .innerJoin(payables, eq(payables.id, payments.payableId))
        .where(and(eq(payments.userId, userId), eq(payables.status, 'open')))
        .orderBy(desc(payments.id))
        .limit(200);
      const seen = new Set<number>();
      return rows.filter(({ payment }) => {
        if (seen.has(payment.payableId)) return false;
        seen.add(payment.payableId);
        return ['failed', 'expired', 'created', 'redirected'].includes(payment.status);
      });
    },
    /**
     * Gateway payments the gateway may still settle (not settled, not closed by its final word or by expiry),
     * whatever their status, last touched before `before`: the oldest first.
     */
    openAtGateway(before: Date, limit: number) {
      return db
        .select()
        .from(payments)
        .where(
          and(
            eq(payments.method, 'gateway'),
            isNull(payments.settledAt),
            isNull(payments.gatewayClosedAt),
            lte(payments.updatedAt, before),
          ),
        )
        .orderBy(asc(payments.updatedAt))
        .limit(limit);
    },
    staffPayments(q: { page: number; pageSize: number; status?: PaymentRow['status'] }) {
      const where = q.status ? eq(payments.status, q.status) : undefined;
      return toPage(
        db
          .select({ payment: payments, payable: payables, userPhone: users.phone })
          .from(payments)
          .innerJoin(payables, eq(payables.id, payments.payableId))
          .innerJoin(users, eq(users.id, payments.userId))
          .where(where)
          .orderBy(desc(payments.id))
          .limit(q.pageSize)
          .offset(offsetOf(q.page, q.pageSize)),
        db.select(countOnly).from(payments).where(where),
        q.page,
        q.pageSize,
      );
    },

    async userIdByPhone(phone: string): Promise<number | undefined> {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.phone, phone));
      return row?.id;
    },

    // Idempotency records (see idempotency.ts).
    /**
     * Claims an idempotency key for one attempt: a new key, or one whose earlier attempt never stored an answer
     * and whose claim has run out (that attempt crashed). Answers true when this attempt holds the claim.
     */
  };
}
