// Money owed to a supplier, for tests: until the escrow release (issue 30) credits receivables, a test credits one
// with a balanced ledger posting from the marketplace's adjustments account, through the wallet's ledger
// functions (`ledgerIn`), never raw SQL. The same helper reads the merchant's receivable back.
import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client.js';
import { merchantMembers } from '../src/db/schema/customers.js';
import { merchants } from '../src/db/schema/merchants.js';
import { ledgerIn } from '../src/modules/wallet/ledger-for-modules.js';

/** Credits the merchant's receivable with `amountRials` in one transaction; answers the ledger transaction's id. */
export function creditReceivable(db: Database, merchantId: number, amountRials: number): Promise<number> {
  return db.transaction(async (transaction) => {
    const ledger = ledgerIn(transaction as unknown as Database);
    return ledger.post({
      kind: 'staff_credit',
      description: 'بستانکاری آزمایشی تأمین‌کننده',
      lines: [
        { accountId: await ledger.receivableAccount(merchantId), amountRials },
        { accountId: await ledger.systemAccount('adjustments'), amountRials: -amountRials },
      ],
    });
  });
}

export const receivableOf = (db: Database, merchantId: number) => ledgerIn(db).receivableBalance(merchantId);

/** The balance of one of the marketplace's own accounts (`payouts_in_transit`, `payouts_paid`…). */
export async function systemBalance(db: Database, kind: 'payouts_in_transit' | 'payouts_paid') {
  const rows = await db.execute<{ balance: string }>(
    sql`select balance_rials as balance from ledger_accounts where kind = ${kind} and user_id is null and merchant_id is null`,
  );
  return Number(rows.rows[0]?.balance ?? 0);
}

export const ledgerInvariants = (db: Database) => ledgerIn(db).invariants();

let serial = 0;
/** A confirmed merchant with the given owner (and agent), made straight in the database. */
export async function merchantOwnedBy(db: Database, ownerId: number, agentId?: number) {
  serial += 1;
  const name = `تأمین‌کنندهٔ آزمایشی برداشت ${serial}-${Date.now()}`;
  const [row] = await db
    .insert(merchants)
    .values({ name, nameKey: name, slug: `payout-test-${serial}-${Date.now()}`, status: 'confirmed' })
    .returning({ id: merchants.id });
  const merchantId = row?.id ?? 0;
  await db.insert(merchantMembers).values({ merchantId, userId: ownerId, role: 'owner' });
  if (agentId) await db.insert(merchantMembers).values({ merchantId, userId: agentId, role: 'agent' });
  return merchantId;
}

/** Credits a person's wallet (a refund, say) with a balanced posting from the marketplace's adjustments account. */
export function creditWallet(db: Database, userId: number, amountRials: number): Promise<number> {
  return db.transaction(async (transaction) => {
    const ledger = ledgerIn(transaction as unknown as Database);
    return ledger.post({
      kind: 'staff_credit',
      description: 'بستانکاری آزمایشی کیف پول',
      lines: [
        { accountId: await ledger.walletAccount(userId), amountRials },
        { accountId: await ledger.systemAccount('adjustments'), amountRials: -amountRials },
      ],
    });
  });
}

export const walletOf = (db: Database, userId: number) => ledgerIn(db).walletBalance(userId);
