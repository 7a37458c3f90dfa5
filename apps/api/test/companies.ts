// Buyer companies for tests (decision 044): a company made straight in the database around its founder's
// profile company, with members in given roles, and its wallet credited through the wallet's ledger functions.
import type { CompanyRole } from '@bazaar/contracts/companies-model';
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../src/db/client.js';
import { companyAccounts, companyMembers } from '../src/db/schema/companies.js';
import { buyerCompanies } from '../src/db/schema/identity.js';
import { ledgerIn } from '../src/modules/wallet/ledger-for-modules.js';

let serial = 0;

/**
 * A fresh company founded by `ownerId` (their previous company, if any, is removed with everything in it), with
 * `members` in their roles (each leaves any company they were in). Answers its id and name.
 */
export async function freshCompany(
  db: Database,
  ownerId: number,
  members: { userId: number; role: CompanyRole }[] = [],
) {
  serial += 1;
  const name = `شرکت آزمون ${serial}-${Date.now() % 100_000}`;
  await db.delete(companyAccounts).where(eq(companyAccounts.profileUserId, ownerId));
  const everyone = [ownerId, ...members.map((m) => m.userId)];
  await db.delete(companyMembers).where(inArray(companyMembers.userId, everyone));
  await db
    .insert(buyerCompanies)
    .values({ userId: ownerId, name, nationalId: '10100000000', address: 'تهران، خیابان آزادی' })
    .onConflictDoUpdate({ target: buyerCompanies.userId, set: { name } });
  const [row] = await db
    .insert(companyAccounts)
    .values({ profileUserId: ownerId })
    .returning({ id: companyAccounts.id });
  const id = row?.id ?? 0;
  await db
    .insert(companyMembers)
    .values([
      { companyId: id, userId: ownerId, role: 'owner' as const },
      ...members.map((m) => ({ companyId: id, ...m })),
    ]);
  return { id, name };
}

/** Credits the company's wallet with `amountRials` from the marketplace's adjustments account. */
export function creditCompanyWallet(db: Database, companyId: number, amountRials: number): Promise<number> {
  return db.transaction(async (transaction) => {
    const ledger = ledgerIn(transaction as unknown as Database);
    return ledger.post({
      kind: 'staff_credit',
      description: 'بستانکاری آزمایشی کیف پول شرکت',
      lines: [
        { accountId: await ledger.companyWalletAccount(companyId), amountRials },
        { accountId: await ledger.systemAccount('adjustments'), amountRials: -amountRials },
      ],
    });
  });
}
