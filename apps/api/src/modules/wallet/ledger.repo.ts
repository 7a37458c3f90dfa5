// The ledger's SQL (decision 018): accounts, balanced postings, statements and the invariants the audit job checks.
import { and, desc, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { countOnly, offsetOf, toPage } from '../../db/paging.js';
import {
  ledgerAccounts,
  ledgerEntries,
  ledgerTransactions,
  NON_NEGATIVE_ACCOUNT_KINDS,
} from '../../db/schema/wallet.js';

import { InsufficientFunds, type LedgerKind, type Posting, type SystemAccount } from './wallet-rows.js';

const NON_NEGATIVE = sql.raw(`(${NON_NEGATIVE_ACCOUNT_KINDS.map((kind) => `'${kind}'`).join(', ')})`);

export function createLedgerRepo(db: Database) {
  /** A wallet (by person) or a receivable (by merchant): read first, since a read takes no lock. */
  async function ownedAccount(kind: 'wallet' | 'supplier_receivable', ownerId: number): Promise<number> {
    const owner = kind === 'wallet' ? ledgerAccounts.userId : ledgerAccounts.merchantId;
    const find = () =>
      db
        .select({ id: ledgerAccounts.id })
        .from(ledgerAccounts)
        .where(and(eq(ledgerAccounts.kind, kind), eq(owner, ownerId)));
    const [found] = await find();
    if (found) return found.id;
    await db.execute(
      kind === 'wallet'
        ? sql`insert into ledger_accounts (kind, user_id) values ('wallet', ${ownerId}) on conflict (user_id) where kind = 'wallet' do nothing`
        : sql`insert into ledger_accounts (kind, merchant_id) values ('supplier_receivable', ${ownerId}) on conflict (merchant_id) where kind = 'supplier_receivable' do nothing`,
    );
    const [row] = await find();
    if (!row) throw new Error(`${kind} account missing after insert`);
    return row.id;
  }

  return {
    /** The person's wallet, made on first use. */
    walletAccount: (userId: number) => ownedAccount('wallet', userId),
    /** The merchant's receivable (what the marketplace owes it), made on first use like a wallet. */
    receivableAccount: (merchantId: number) => ownedAccount('supplier_receivable', merchantId),

    async systemAccount(kind: SystemAccount): Promise<number> {
      const find = () =>
        db
          .select({ id: ledgerAccounts.id })
          .from(ledgerAccounts)
          .where(
            and(
              eq(ledgerAccounts.kind, kind),
              isNull(ledgerAccounts.userId),
              isNull(ledgerAccounts.merchantId),
              isNull(ledgerAccounts.companyId),
            ),
          );
      const [found] = await find();
      if (found) return found.id;
      await db.execute(
        sql`insert into ledger_accounts (kind) values (${kind}) on conflict (kind) where user_id is null and merchant_id is null and company_id is null do nothing`,
      );
      const [row] = await find();
      if (!row) throw new Error('system account missing after insert');
      return row.id;
    },

    /** A buyer company's wallet (decision 044), made on first use. */
    async companyWalletAccount(companyId: number): Promise<number> {
      const find = () =>
        db
          .select({ id: ledgerAccounts.id })
          .from(ledgerAccounts)
          .where(and(eq(ledgerAccounts.kind, 'company_wallet'), eq(ledgerAccounts.companyId, companyId)));
      const [found] = await find();
      if (found) return found.id;
      await db.execute(
        sql`insert into ledger_accounts (kind, company_id) values ('company_wallet', ${companyId}) on conflict (company_id) do nothing`,
      );
      const [row] = await find();
      if (!row) throw new Error('company wallet missing after insert');
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

    async receivableBalance(merchantId: number): Promise<number> {
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
     * a wallet, receivable or money in transit (NON_NEGATIVE_ACCOUNT_KINDS) that would go below zero throws
     * InsufficientFunds and the caller's transaction rolls back.
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
              sql`(${ledgerAccounts.kind}::text not in ${NON_NEGATIVE} or ${ledgerAccounts.balanceRials} + ${line.amountRials} >= 0)`,
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
        sql`select id from ledger_accounts where kind::text in ${NON_NEGATIVE} and balance_rials < 0`,
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
