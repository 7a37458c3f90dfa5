// Who acts for a merchant, read from merchant_members: the customers module is its only reader and writer
// (the dependency rule `only-customers-reads-merchant-members`); other modules ask `merchantAccess`.
import type { MemberRole } from '@bazaar/contracts/identity';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { merchantMembers } from '../../db/schema/customers.js';

export interface MemberRow {
  merchantId: number;
  role: MemberRole;
  manageProducts: boolean;
  manageProfile: boolean;
}

export function createMerchantAccessRepo(db: Database) {
  return {
    /** Every membership of the user, by merchant id. */
    membershipsOf(userId: number): Promise<MemberRow[]> {
      return db
        .select({
          merchantId: merchantMembers.merchantId,
          role: merchantMembers.role,
          manageProducts: merchantMembers.manageProducts,
          manageProfile: merchantMembers.manageProfile,
        })
        .from(merchantMembers)
        .where(eq(merchantMembers.userId, userId))
        .orderBy(asc(merchantMembers.merchantId));
    },
    /** Everyone who acts for any of the merchants, with the merchant and role. */
    async membersOf(merchantIds: readonly number[]) {
      if (!merchantIds.length) return [];
      return db
        .select({ merchantId: merchantMembers.merchantId, userId: merchantMembers.userId, role: merchantMembers.role })
        .from(merchantMembers)
        .where(inArray(merchantMembers.merchantId, [...merchantIds]))
        .orderBy(asc(merchantMembers.merchantId), asc(merchantMembers.userId));
    },
    /** Which of the users act for at least one merchant. */
    async actingAmong(userIds: readonly number[]): Promise<number[]> {
      if (!userIds.length) return [];
      const rows = await db
        .selectDistinct({ userId: merchantMembers.userId })
        .from(merchantMembers)
        .where(inArray(merchantMembers.userId, [...userIds]));
      return rows.map((r) => r.userId);
    },
    /** Makes the user the merchant's owner (decision 027); a second call changes nothing. */
    async addOwner(merchantId: number, userId: number): Promise<void> {
      await db.insert(merchantMembers).values({ merchantId, userId, role: 'owner' }).onConflictDoNothing();
    },
  };
}
