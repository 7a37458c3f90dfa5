// The ledger's SQL (decision 018): accounts, balanced postings, statements and the invariants the audit job checks.
import { and, desc, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { countOnly, offsetOf, toPage } from '../../db/paging.js';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from '../../db/schema/wallet.js';

import { InsufficientFunds, type LedgerKind, type Posting, type SystemAccount } from './wallet-rows.js';

export function createLedgerRepo(db: Database) {
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

    /** An order's holding account (secure payment, decision 039), made on its first payment. */
    async holdingAccount(tradeRequestId: number, merchantId: number): Promise<number> {
      await db.execute(
        sql`insert into ledger_accounts (kind, merchant_id, trade_request_id) values ('order_holding', ${merchantId}, ${tradeRequestId})
            on conflict (trade_request_id) do nothing`,
      );
      const [row] = await db
        .select({ id: ledgerAccounts.id })
        .from(ledgerAccounts)
        .where(and(eq(ledgerAccounts.kind, 'order_holding'), eq(ledgerAccounts.tradeRequestId, tradeRequestId)));
      if (!row) throw new Error('holding account missing after insert');
      return row.id;
    },

    /** A merchant's receivable: what its released orders paid it and it has not withdrawn. */
    async receivableAccount(merchantId: number): Promise<number> {
      await db.execute(
        sql`insert into ledger_accounts (kind, merchant_id) values ('supplier_receivable', ${merchantId})
            on conflict (merchant_id) where kind = 'supplier_receivable' do nothing`,
      );
      const [row] = await db
        .select({ id: ledgerAccounts.id })
        .from(ledgerAccounts)
        .where(and(eq(ledgerAccounts.kind, 'supplier_receivable'), eq(ledgerAccounts.merchantId, merchantId)));
      if (!row) throw new Error('receivable account missing after insert');
      return row.id;
    },

    /** An account's balance, locked for the rest of the caller's transaction when `lock`. */
    async accountBalance(accountId: number, lock = false): Promise<number> {
      const query = db
        .select({ balance: ledgerAccounts.balanceRials })
        .from(ledgerAccounts)
        .where(eq(ledgerAccounts.id, accountId));
      const [row] = lock ? await query.for('update') : await query;
      return row?.balance ?? 0;
    },

    /** The entries of an order's holding account, oldest first, with their transaction's kind. */
    async holdingEntries(tradeRequestId: number) {
      return db
        .select({
          kind: ledgerTransactions.kind,
          amountRials: ledgerEntries.amountRials,
          description: ledgerTransactions.description,
          transactionId: ledgerEntries.transactionId,
          createdAt: ledgerEntries.createdAt,
        })
        .from(ledgerEntries)
        .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
        .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
        .where(and(eq(ledgerAccounts.kind, 'order_holding'), eq(ledgerAccounts.tradeRequestId, tradeRequestId)))
        .orderBy(ledgerEntries.id);
    },

    /** Held money of an order (0 before it was paid). */
    async heldOf(tradeRequestId: number): Promise<number> {
      const [row] = await db
        .select({ balance: ledgerAccounts.balanceRials })
        .from(ledgerAccounts)
        .where(and(eq(ledgerAccounts.kind, 'order_holding'), eq(ledgerAccounts.tradeRequestId, tradeRequestId)));
      return row?.balance ?? 0;
    },

    async merchantReceivable(merchantId: number): Promise<number> {
      const [row] = await db
        .select({ balance: ledgerAccounts.balanceRials })
        .from(ledgerAccounts)
        .where(and(eq(ledgerAccounts.kind, 'supplier_receivable'), eq(ledgerAccounts.merchantId, merchantId)));
      return row?.balance ?? 0;
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
     * a wallet, an order's held money or a receivable that would go below zero throws InsufficientFunds and the caller's transaction rolls back.
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
              sql`(${ledgerAccounts.kind} not in ('wallet', 'order_holding', 'supplier_receivable') or ${ledgerAccounts.balanceRials} + ${line.amountRials} >= 0)`,
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
        sql`select id from ledger_accounts where kind::text in ('wallet', 'order_holding', 'supplier_receivable') and balance_rials < 0`,
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
  };
}
