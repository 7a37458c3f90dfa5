// The only file of the wallet that knows SQL. Built on the pool for reads, and on a unit of work's `tx`
// for every change: a movement of money is one transaction whose entries sum to zero.
import { and, asc, desc, eq, gte, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { countOnly, offsetOf, toPage } from '../../db/paging.js';
import { merchantMembers, users } from '../../db/schema/identity.js';
import { merchants } from '../../db/schema/merchants.js';
import {
  idempotencyKeys,
  ledgerAccounts,
  ledgerEntries,
  ledgerTransactions,
  membershipPlans,
  merchantMemberships,
  payables,
  payments,
  sandboxGatewayPayments,
} from '../../db/schema/wallet.js';

export type SystemAccount = 'gateway_clearing' | 'platform_revenue' | 'adjustments';
export type LedgerKind = (typeof ledgerTransactions.$inferInsert)['kind'];
export type PaymentRow = typeof payments.$inferSelect;
export type PayableRow = typeof payables.$inferSelect;
export type PlanRow = typeof membershipPlans.$inferSelect;

export class InsufficientFunds extends Error {}

export interface Posting {
  kind: LedgerKind;
  description: string;
  actorUserId?: number | null;
  paymentId?: number | null;
  reason?: string | null;
  lines: { accountId: number; amountRials: number }[];
}

export function createWalletRepo(db: Database) {
  return {
    async walletAccount(userId: number): Promise<number> {
      // Read first: the account exists after the first top-up, and a read takes no lock.
      const find = () =>
        db
          .select({ id: ledgerAccounts.id })
          .from(ledgerAccounts)
          .where(and(eq(ledgerAccounts.kind, 'wallet'), eq(ledgerAccounts.userId, userId)));
      const [found] = await find();
      if (found) return found.id;
      await db.execute(
        sql`insert into ledger_accounts (kind, user_id) values ('wallet', ${userId}) on conflict (user_id) where kind = 'wallet' do nothing`,
      );
      const [row] = await find();
      if (!row) throw new Error('wallet account missing after insert');
      return row.id;
    },

    async systemAccount(kind: SystemAccount): Promise<number> {
      const find = () =>
        db
          .select({ id: ledgerAccounts.id })
          .from(ledgerAccounts)
          .where(and(eq(ledgerAccounts.kind, kind), isNull(ledgerAccounts.userId), isNull(ledgerAccounts.merchantId)));
      const [found] = await find();
      if (found) return found.id;
      await db.execute(
        sql`insert into ledger_accounts (kind) values (${kind}) on conflict (kind) where user_id is null and merchant_id is null do nothing`,
      );
      const [row] = await find();
      if (!row) throw new Error('system account missing after insert');
      return row.id;
    },

    async balance(userId: number): Promise<number> {
      const [row] = await db
        .select({ balance: ledgerAccounts.balanceRials })
        .from(ledgerAccounts)
        .where(and(eq(ledgerAccounts.kind, 'wallet'), eq(ledgerAccounts.userId, userId)));
      return row?.balance ?? 0;
    },

    /**
     * Posts one balanced transaction. Accounts are changed in id order (no deadlocks between two postings);
     * a wallet that would go below zero throws InsufficientFunds and the caller's transaction rolls back.
     */
    async post(posting: Posting): Promise<number> {
      const sum = posting.lines.reduce((total, line) => total + line.amountRials, 0);
      if (sum !== 0) throw new Error(`unbalanced ledger transaction (${sum})`);
      const [txRow] = await db
        .insert(ledgerTransactions)
        .values({
          kind: posting.kind,
          description: posting.description,
          actorUserId: posting.actorUserId ?? null,
          paymentId: posting.paymentId ?? null,
          reason: posting.reason ?? null,
        })
        .returning({ id: ledgerTransactions.id });
      const transactionId = txRow?.id ?? 0;
      const lines = [...posting.lines].sort((a, b) => a.accountId - b.accountId);
      for (const line of lines) {
        const [account] = await db
          .update(ledgerAccounts)
          .set({ balanceRials: sql`${ledgerAccounts.balanceRials} + ${line.amountRials}` })
          .where(
            and(
              eq(ledgerAccounts.id, line.accountId),
              sql`(${ledgerAccounts.kind} <> 'wallet' or ${ledgerAccounts.balanceRials} + ${line.amountRials} >= 0)`,
            ),
          )
          .returning({ balance: ledgerAccounts.balanceRials });
        if (!account) throw new InsufficientFunds();
        await db.insert(ledgerEntries).values({
          transactionId,
          accountId: line.accountId,
          amountRials: line.amountRials,
          balanceAfterRials: account.balance,
        });
      }
      return transactionId;
    },

    walletEntries(userId: number, q: { page: number; pageSize: number; kind?: LedgerKind; from?: Date; to?: Date }) {
      const where = and(
        eq(ledgerAccounts.kind, 'wallet'),
        eq(ledgerAccounts.userId, userId),
        q.kind ? eq(ledgerTransactions.kind, q.kind) : undefined,
        q.from ? gte(ledgerEntries.createdAt, q.from) : undefined,
        q.to ? lt(ledgerEntries.createdAt, q.to) : undefined,
      );
      return toPage(
        db
          .select({
            id: ledgerEntries.id,
            transactionId: ledgerEntries.transactionId,
            kind: ledgerTransactions.kind,
            amountRials: ledgerEntries.amountRials,
            balanceAfterRials: ledgerEntries.balanceAfterRials,
            description: ledgerTransactions.description,
            paymentId: ledgerTransactions.paymentId,
            createdAt: ledgerEntries.createdAt,
          })
          .from(ledgerEntries)
          .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
          .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
          .where(where)
          .orderBy(desc(ledgerEntries.id))
          .limit(q.pageSize)
          .offset(offsetOf(q.page, q.pageSize)),
        db
          .select(countOnly)
          .from(ledgerEntries)
          .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
          .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
          .where(where),
        q.page,
        q.pageSize,
      );
    },

    /** Checks of the ledger's invariants (tests and the nightly job): each list should be empty. */
    async invariants() {
      const unbalanced = await db.execute<{ transaction_id: number }>(
        sql`select transaction_id from ledger_entries group by transaction_id having sum(amount_rials) <> 0`,
      );
      const drifted = await db.execute<{ id: number }>(
        sql`select a.id from ledger_accounts a left join ledger_entries e on e.account_id = a.id
            group by a.id having a.balance_rials <> coalesce(sum(e.amount_rials), 0)`,
      );
      const negative = await db.execute<{ id: number }>(
        sql`select id from ledger_accounts where kind = 'wallet' and balance_rials < 0`,
      );
      // A payable is fulfilled by one ledger transaction at most (extra money goes back as «overpayment»).
      const paidTwice = await db.execute<{ payable_id: number }>(
        sql`select p.payable_id from ledger_transactions t join payments p on p.id = t.payment_id
            where t.kind in ('topup', 'payment') group by p.payable_id having count(*) > 1`,
      );
      return {
        unbalanced: unbalanced.rows.map((r) => Number(r.transaction_id)),
        drifted: drifted.rows.map((r) => Number(r.id)),
        negative: negative.rows.map((r) => Number(r.id)),
        paidTwice: paidTwice.rows.map((r) => Number(r.payable_id)),
      };
    },

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
    async claimKey(row: {
      userId: number;
      operation: string;
      key: string;
      requestHash: string;
      token: string;
      claimSeconds: number;
    }): Promise<boolean> {
      const until = sql`now() + make_interval(secs => ${row.claimSeconds})`;
      const claimed = await db
        .insert(idempotencyKeys)
        .values({
          userId: row.userId,
          operation: row.operation,
          key: row.key,
          requestHash: row.requestHash,
          claimToken: row.token,
          claimedUntil: until,
        })
        .onConflictDoUpdate({
          target: [idempotencyKeys.userId, idempotencyKeys.operation, idempotencyKeys.key],
          set: { requestHash: row.requestHash, claimToken: row.token, claimedUntil: until, createdAt: sql`now()` },
          // A claim from before claimed_until existed runs out a claim's length after it was made.
          setWhere: sql`${idempotencyKeys.responseStatus} is null and coalesce(${idempotencyKeys.claimedUntil}, ${idempotencyKeys.createdAt} + make_interval(secs => ${row.claimSeconds})) < now()`,
        })
        .returning({ token: idempotencyKeys.claimToken });
      return claimed[0]?.token === row.token;
    },
    async keyRecord(userId: number, operation: string, key: string) {
      const [row] = await db
        .select()
        .from(idempotencyKeys)
        .where(
          and(
            eq(idempotencyKeys.userId, userId),
            eq(idempotencyKeys.operation, operation),
            eq(idempotencyKeys.key, key),
          ),
        );
      return row;
    },
    /**
     * Stores the answer of the attempt that holds the claim; run on the transaction that moves the money, so
     * the answer and the money commit together. False when the claim was taken over (this attempt ran out of
     * time): the caller must then roll back.
     */
    async finishKey(
      row: { userId: number; operation: string; key: string; token: string },
      status: number,
      body: unknown,
    ) {
      const stored = await db
        .update(idempotencyKeys)
        .set({ responseStatus: status, responseBody: body, claimedUntil: null })
        .where(
          and(
            eq(idempotencyKeys.userId, row.userId),
            eq(idempotencyKeys.operation, row.operation),
            eq(idempotencyKeys.key, row.key),
            eq(idempotencyKeys.claimToken, row.token),
            isNull(idempotencyKeys.responseStatus),
          ),
        )
        .returning({ key: idempotencyKeys.key });
      return stored.length > 0;
    },
    /** A failed attempt gives its key back (only its own claim, and only while no answer is stored). */
    async releaseKey(row: { userId: number; operation: string; key: string; token: string }) {
      await db
        .delete(idempotencyKeys)
        .where(
          and(
            eq(idempotencyKeys.userId, row.userId),
            eq(idempotencyKeys.operation, row.operation),
            eq(idempotencyKeys.key, row.key),
            eq(idempotencyKeys.claimToken, row.token),
            isNull(idempotencyKeys.responseStatus),
          ),
        );
    },

    sandbox: {
      async create(row: { authority: string; amountRials: number; description: string; callbackUrl: string }) {
        await db.insert(sandboxGatewayPayments).values(row);
      },
      async get(authority: string) {
        const [row] = await db
          .select()
          .from(sandboxGatewayPayments)
          .where(eq(sandboxGatewayPayments.authority, authority));
        return row;
      },
      /** The payer's decision on the bank page; only once (a pending payment). */
      async decide(authority: string, state: 'paid' | 'cancelled', referenceId: string | null) {
        const [row] = await db
          .update(sandboxGatewayPayments)
          .set({ state, referenceId })
          .where(and(eq(sandboxGatewayPayments.authority, authority), eq(sandboxGatewayPayments.state, 'pending')))
          .returning();
        return row;
      },
      async markVerified(authority: string) {
        await db
          .update(sandboxGatewayPayments)
          .set({ verified: true })
          .where(eq(sandboxGatewayPayments.authority, authority));
      },
    },

    // Membership plans.
    async ensureBasePlan(): Promise<PlanRow> {
      await db.execute(
        sql`insert into membership_plans (name, description, price_rials, period_days, requests_per_month, fee_per_request_rials, is_base)
            values ('پایه (رایگان)', 'طرح رایگانی که هر تأمین‌کننده با آن شروع می‌کند.', 0, 36500, 5, 0, true)
            on conflict (is_base) where is_base do nothing`,
      );
      const [row] = await db.select().from(membershipPlans).where(eq(membershipPlans.isBase, true));
      if (!row) throw new Error('base plan missing after insert');
      return row;
    },
    plans() {
      return db
        .select()
        .from(membershipPlans)
        .where(eq(membershipPlans.active, true))
        .orderBy(desc(membershipPlans.isBase), asc(membershipPlans.priceRials), asc(membershipPlans.id));
    },
    async plan(id: number): Promise<PlanRow | undefined> {
      const [row] = await db
        .select()
        .from(membershipPlans)
        .where(and(eq(membershipPlans.id, id), eq(membershipPlans.active, true)));
      return row;
    },
    async createPlan(row: typeof membershipPlans.$inferInsert): Promise<PlanRow> {
      const [created] = await db.insert(membershipPlans).values(row).returning();
      if (!created) throw new Error('plan not created');
      return created;
    },
    async currentMembership(merchantId: number, now: Date) {
      const [row] = await db
        .select({ membership: merchantMemberships, plan: membershipPlans })
        .from(merchantMemberships)
        .innerJoin(membershipPlans, eq(membershipPlans.id, merchantMemberships.planId))
        .where(
          and(
            eq(merchantMemberships.merchantId, merchantId),
            lte(merchantMemberships.startsAt, now),
            gte(merchantMemberships.expiresAt, now),
          ),
        )
        .orderBy(desc(merchantMemberships.expiresAt))
        .limit(1);
      return row;
    },
    /** The latest expiry of the merchant's memberships of a plan (a renewal starts there). */
    async latestExpiry(merchantId: number, planId: number): Promise<Date | null> {
      const [row] = await db
        .select({ expiresAt: sql<Date | null>`max(${merchantMemberships.expiresAt})` })
        .from(merchantMemberships)
        .where(and(eq(merchantMemberships.merchantId, merchantId), eq(merchantMemberships.planId, planId)));
      return row?.expiresAt ? new Date(row.expiresAt) : null;
    },
    async addMembership(row: typeof merchantMemberships.$inferInsert) {
      await db.insert(merchantMemberships).values(row).onConflictDoNothing();
    },
    memberships(userId: number) {
      return db
        .select({ merchantId: merchants.id, merchantName: merchants.name, role: merchantMembers.role })
        .from(merchantMembers)
        .innerJoin(merchants, eq(merchants.id, merchantMembers.merchantId))
        .where(eq(merchantMembers.userId, userId))
        .orderBy(asc(merchants.id));
    },
    async memberRole(userId: number, merchantId: number): Promise<'owner' | 'agent' | null> {
      const [row] = await db
        .select({ role: merchantMembers.role })
        .from(merchantMembers)
        .where(and(eq(merchantMembers.userId, userId), eq(merchantMembers.merchantId, merchantId)));
      return (row?.role as 'owner' | 'agent' | undefined) ?? null;
    },
  };
}

export type WalletRepo = ReturnType<typeof createWalletRepo>;
