// The facts behind a supplier's «what was checked» list (issue 32, decision 043): read from the modules that own
// them, never written here — the merchant's registration (suppliers), its owner's sign-up by one-time code
// (identity), its identity on invoices (paperwork), its live bank account (payouts) and its certificates.
import { and, count, eq, gte, isNull, max, min } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema/identity.js';
import { merchants } from '../../db/schema/merchants.js';
import { merchantLegalIdentities } from '../../db/schema/paperwork.js';
import { merchantBankAccounts } from '../../db/schema/payouts.js';
import { merchantCertificates as certs, merchantRegistryChecks } from '../../db/schema/trust.js';

export function createChecksRepo(db: Database) {
  return {
    async merchant(id: number) {
      const [row] = await db
        .select({
          nationalId: merchants.nationalId,
          verifiedAt: merchants.verifiedAt,
          registeredAt: merchants.registeredAt,
          level: merchants.verificationLevel,
        })
        .from(merchants)
        .where(and(eq(merchants.id, id), eq(merchants.status, 'confirmed')));
      return row;
    },
    async signedUpAt(userId: number) {
      const [row] = await db.select({ at: users.createdAt }).from(users).where(eq(users.id, userId));
      return row?.at;
    },
    async legalIdentity(merchantId: number) {
      const [row] = await db
        .select({
          nationalId: merchantLegalIdentities.nationalId,
          economicCode: merchantLegalIdentities.economicCode,
          at: merchantLegalIdentities.updatedAt,
        })
        .from(merchantLegalIdentities)
        .where(eq(merchantLegalIdentities.merchantId, merchantId));
      return row;
    },
    async bankAccountSince(merchantId: number) {
      const [row] = await db
        .select({ at: min(merchantBankAccounts.createdAt) })
        .from(merchantBankAccounts)
        .where(and(eq(merchantBankAccounts.merchantId, merchantId), isNull(merchantBankAccounts.archivedAt)));
      return row?.at ?? null;
    },
    /** The last registry inquiry of the company (decision 051), if any. */
    async registry(merchantId: number) {
      const [row] = await db
        .select()
        .from(merchantRegistryChecks)
        .where(eq(merchantRegistryChecks.merchantId, merchantId));
      return row;
    },
    /** When a live account's holder was first found to be the company by the شبا inquiry (null: none was). */
    async holderMatchedSince(merchantId: number) {
      const [row] = await db
        .select({ at: min(merchantBankAccounts.holderCheckedAt) })
        .from(merchantBankAccounts)
        .where(
          and(
            eq(merchantBankAccounts.merchantId, merchantId),
            isNull(merchantBankAccounts.archivedAt),
            eq(merchantBankAccounts.holderCheck, 'matched'),
          ),
        );
      return row?.at ?? null;
    },
    async certificates(merchantId: number, today: string) {
      const [row] = await db
        .select({ n: count(), at: max(certs.reviewedAt) })
        .from(certs)
        .where(and(eq(certs.merchantId, merchantId), eq(certs.status, 'approved'), gte(certs.expiresOn, today)));
      return { count: row?.n ?? 0, at: row?.at ?? null };
    },
  };
}
