// The payouts' SQL (decision 038): the bank accounts and withdrawals of a merchant or a person, and their states. Built on the pool for reads, on a unit of work's `tx` for every change.
import type { PayoutStatus } from '@bazaar/contracts/payouts';
import { and, desc, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { countOnly, offsetOf, toPage } from '../../db/paging.js';
import { merchants } from '../../db/schema/merchants.js';
import { merchantBankAccounts, payouts } from '../../db/schema/payouts.js';

export type BankAccountRow = typeof merchantBankAccounts.$inferSelect;

/** Whose bank accounts and payouts: a merchant's (its receivable) or a person's own (their wallet). */
export type PayoutOwner = { kind: 'merchant'; id: number } | { kind: 'person'; id: number };

/** The owner's columns of a new row: exactly one of merchant_id and user_id is set (the tables check it). */
export const ownerColumns = (owner: PayoutOwner) =>
  owner.kind === 'merchant' ? { merchantId: owner.id, userId: null } : { merchantId: null, userId: owner.id };

const ownedBy = (table: typeof merchantBankAccounts | typeof payouts, owner: PayoutOwner): SQL =>
  owner.kind === 'merchant' ? eq(table.merchantId, owner.id) : eq(table.userId, owner.id);

const payoutColumns = {
  id: payouts.id,
  merchantId: payouts.merchantId,
  userId: payouts.userId,
  bankAccountId: payouts.bankAccountId,
  amountRials: payouts.amountRials,
  status: payouts.status,
  provider: payouts.provider,
  batchId: payouts.batchId,
  bankReference: payouts.bankReference,
  failureReason: payouts.failureReason,
  createdAt: payouts.createdAt,
  sentAt: payouts.sentAt,
  settledAt: payouts.settledAt,
  account: {
    id: merchantBankAccounts.id,
    sheba: merchantBankAccounts.sheba,
    bankName: merchantBankAccounts.bankName,
    holderName: merchantBankAccounts.holderName,
  },
  merchantName: merchants.name,
};

export function createPayoutsRepo(db: Database) {
  const selectPayouts = () =>
    db
      .select(payoutColumns)
      .from(payouts)
      .innerJoin(merchantBankAccounts, eq(merchantBankAccounts.id, payouts.bankAccountId))
      .leftJoin(merchants, eq(merchants.id, payouts.merchantId));

  return {
    liveAccounts(owner: PayoutOwner) {
      return db
        .select()
        .from(merchantBankAccounts)
        .where(and(ownedBy(merchantBankAccounts, owner), isNull(merchantBankAccounts.archivedAt)))
        .orderBy(desc(merchantBankAccounts.id));
    },
    /** A live account of this owner (another owner's id, or an archived one, is not found). */
    async liveAccount(owner: PayoutOwner, id: number) {
      const [row] = await db
        .select()
        .from(merchantBankAccounts)
        .where(
          and(
            eq(merchantBankAccounts.id, id),
            ownedBy(merchantBankAccounts, owner),
            isNull(merchantBankAccounts.archivedAt),
          ),
        );
      return row;
    },
    /** The holder match's answer (decision 051), once: an account already answered is left as it is. */
    async recordHolderCheck(
      id: number,
      values: { holderCheck: 'matched' | 'mismatch'; holderFound: string | null; holderCheckedAt: Date },
    ) {
      const [updated] = await db
        .update(merchantBankAccounts)
        .set(values)
        .where(and(eq(merchantBankAccounts.id, id), isNull(merchantBankAccounts.holderCheck)))
        .returning();
      return updated;
    },
    /** Merchants' live accounts whose holder was not matched yet. */
    uncheckedMerchantAccounts(limit: number) {
      return db
        .select()
        .from(merchantBankAccounts)
        .where(
          and(
            isNotNull(merchantBankAccounts.merchantId),
            isNull(merchantBankAccounts.archivedAt),
            isNull(merchantBankAccounts.holderCheck),
          ),
        )
        .orderBy(merchantBankAccounts.id)
        .limit(limit);
    },
    /** Adds an account; undefined when the owner already has this شبا live. */
    async insertAccount(row: Omit<typeof merchantBankAccounts.$inferInsert, 'id'>) {
      const [created] = await db.insert(merchantBankAccounts).values(row).onConflictDoNothing().returning();
      return created;
    },
    async archiveAccount(owner: PayoutOwner, id: number) {
      const archived = await db
        .update(merchantBankAccounts)
        .set({ archivedAt: sql`now()` })
        .where(
          and(
            eq(merchantBankAccounts.id, id),
            ownedBy(merchantBankAccounts, owner),
            isNull(merchantBankAccounts.archivedAt),
          ),
        )
        .returning({ id: merchantBankAccounts.id });
      return archived.length > 0;
    },

    /** Withdrawals of one owner run one at a time (the daily cap is read and kept in the same transaction). */
    async lockWithdrawals(owner: PayoutOwner) {
      await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`payouts.withdraw.${owner.kind}`}), ${owner.id})`);
    },
    /** Rials withdrawn since `since` that did not fail. */
    async withdrawnSince(owner: PayoutOwner, since: Date): Promise<number> {
      const [row] = await db
        .select({ total: sql<string>`coalesce(sum(${payouts.amountRials}), 0)` })
        .from(payouts)
        .where(
          and(
            ownedBy(payouts, owner),
            sql`${payouts.status} <> 'failed'`,
            sql`${payouts.createdAt} >= ${since.toISOString()}`,
          ),
        );
      return Number(row?.total ?? 0);
    },
    /** Rials of the owner's payouts in each state. */
    async totalsByStatus(owner: PayoutOwner) {
      const rows = await db
        .select({ status: payouts.status, total: sql<string>`sum(${payouts.amountRials})` })
        .from(payouts)
        .where(ownedBy(payouts, owner))
        .groupBy(payouts.status);
      return Object.fromEntries(rows.map((r) => [r.status, Number(r.total)])) as Partial<Record<PayoutStatus, number>>;
    },
    async insertPayout(row: {
      merchantId: number | null;
      userId: number | null;
      bankAccountId: number;
      requestedByUserId: number;
      amountRials: number;
    }) {
      const [created] = await db.insert(payouts).values(row).returning({ id: payouts.id });
      return created?.id ?? 0;
    },
    async payout(id: number) {
      const [row] = await selectPayouts().where(eq(payouts.id, id));
      return row;
    },
    list(q: { owner?: PayoutOwner; status?: PayoutStatus; page: number; pageSize: number }) {
      const where = and(
        q.owner === undefined ? undefined : ownedBy(payouts, q.owner),
        q.status ? eq(payouts.status, q.status) : undefined,
      );
      return toPage(
        selectPayouts().where(where).orderBy(desc(payouts.id)).limit(q.pageSize).offset(offsetOf(q.page, q.pageSize)),
        db.select(countOnly).from(payouts).where(where),
        q.page,
        q.pageSize,
      );
    },

    /** Takes up to `limit` pending payouts into a batch: they become `sent` (other runs skip locked rows). */
    async claimPending(limit: number, provider: 'sandbox' | 'jibit', batchId: string) {
      const claimed = await db.execute<{ id: number }>(sql`
        update payouts set status = 'sent', provider = ${provider}, batch_id = ${batchId}, sent_at = now(), updated_at = now()
        where id in (select id from payouts where status = 'pending'
                       -- decision 051: nothing is sent to an account whose holder is not the company
                       and bank_account_id not in (select a.id from merchant_bank_accounts a where a.holder_check = 'mismatch')
                     order by id limit ${limit} for update skip locked)
        returning id`);
      return claimed.rows.map((r) => Number(r.id));
    },
    /** A batch the provider never received goes back to the queue (its transfer ids make a resend safe). */
    async unclaim(ids: number[]) {
      if (ids.length === 0) return;
      await db
        .update(payouts)
        .set({ status: 'pending', provider: null, batchId: null, sentAt: null, updatedAt: sql`now()` })
        .where(and(inArray(payouts.id, ids), eq(payouts.status, 'sent')));
    },
    async totalsCount(status: PayoutStatus) {
      const [row] = await db.select(countOnly).from(payouts).where(eq(payouts.status, status));
      return row?.n ?? 0;
    },
    async sentIds(limit: number) {
      const rows = await db
        .select({ id: payouts.id })
        .from(payouts)
        .where(eq(payouts.status, 'sent'))
        .orderBy(payouts.id)
        .limit(limit);
      return rows.map((r) => r.id);
    },
    /** The payout's row under lock, for the transaction that settles it. */
    async lockPayout(id: number) {
      const [row] = await db.select().from(payouts).where(eq(payouts.id, id)).for('update');
      return row;
    },
    async settle(id: number, outcome: { status: 'paid' | 'failed'; bankReference?: string; failureReason?: string }) {
      await db
        .update(payouts)
        .set({
          status: outcome.status,
          bankReference: outcome.bankReference ?? null,
          failureReason: outcome.failureReason ?? null,
          settledAt: sql`now()`,
          updatedAt: sql`now()`,
        })
        .where(eq(payouts.id, id));
    },
  };
}

export type PayoutsRepo = ReturnType<typeof createPayoutsRepo>;
export type PayoutRow = NonNullable<Awaited<ReturnType<PayoutsRepo['payout']>>>;
