// A supplier's legal identity rows (issue 31).
import type { SellerIdentity } from '@bazaar/contracts/paperwork-documents';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { merchantLegalIdentities } from '../../db/schema/paperwork.js';

export function createSellerIdentityRepo(db: Database) {
  return {
    async find(merchantId: number): Promise<SellerIdentity | null> {
      const [row] = await db
        .select()
        .from(merchantLegalIdentities)
        .where(eq(merchantLegalIdentities.merchantId, merchantId));
      if (!row) return null;
      const { merchantId: _m, updatedAt: _u, ...identity } = row;
      return identity;
    },
    async save(merchantId: number, values: SellerIdentity) {
      await db
        .insert(merchantLegalIdentities)
        .values({ merchantId, ...values })
        .onConflictDoUpdate({ target: merchantLegalIdentities.merchantId, set: { ...values, updatedAt: sql`now()` } });
    },
  };
}
