// A merchant's team as its owner manages it: the owner's merchant, its members with their rights, and the
// agents the owner removes or whose rights they change (never the owner's own row).
import type { MerchantAgent } from '@bazaar/contracts/customers';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { merchantMembers } from '../../db/schema/customers.js';
import { users } from '../../db/schema/identity.js';

/** The membership row of an agent (never the owner) of the merchant. */
const agentRow = (merchantId: number, userId: number) =>
  and(
    eq(merchantMembers.merchantId, merchantId),
    eq(merchantMembers.userId, userId),
    eq(merchantMembers.role, 'agent'),
  );

export function createTeamRepo(db: Database) {
  return {
    async ownedMerchantId(userId: number): Promise<number | undefined> {
      const [row] = await db
        .select({ merchantId: merchantMembers.merchantId })
        .from(merchantMembers)
        .where(and(eq(merchantMembers.userId, userId), eq(merchantMembers.role, 'owner')));
      return row?.merchantId;
    },
    listAgents(merchantId: number): Promise<MerchantAgent[]> {
      return db
        .select({
          userId: users.id,
          phone: users.phone,
          firstName: users.firstName,
          lastName: users.lastName,
          role: merchantMembers.role,
          // The owner may do everything whatever the columns say (decisions 027, 029).
          manageProducts: sql<boolean>`${merchantMembers.role} = 'owner' or ${merchantMembers.manageProducts}`,
          manageProfile: sql<boolean>`${merchantMembers.role} = 'owner' or ${merchantMembers.manageProfile}`,
        })
        .from(merchantMembers)
        .innerJoin(users, eq(users.id, merchantMembers.userId))
        .where(eq(merchantMembers.merchantId, merchantId))
        .orderBy(asc(merchantMembers.role), asc(users.id));
    },
    /** Sets an agent's rights (never the owner's); false when the user is not an agent of the merchant. */
    async setAgentRights(
      merchantId: number,
      userId: number,
      rights: { manageProducts?: boolean; manageProfile?: boolean },
    ): Promise<boolean> {
      const rows = await db
        .update(merchantMembers)
        .set(rights)
        .where(agentRow(merchantId, userId))
        .returning({ userId: merchantMembers.userId });
      return rows.length === 1;
    },
    /** Whether the number belongs to someone who is already the merchant's owner or agent. */
    async isMemberPhone(merchantId: number, phone: string): Promise<boolean> {
      const [row] = await db
        .select({ userId: merchantMembers.userId })
        .from(merchantMembers)
        .innerJoin(users, eq(users.id, merchantMembers.userId))
        .where(and(eq(merchantMembers.merchantId, merchantId), eq(users.phone, phone)));
      return row !== undefined;
    },
    /** Removes an agent (never the owner); false when the user is not an agent of the merchant. */
    async removeAgent(merchantId: number, userId: number): Promise<boolean> {
      const rows = await db
        .delete(merchantMembers)
        .where(agentRow(merchantId, userId))
        .returning({ userId: merchantMembers.userId });
      return rows.length === 1;
    },
    /** Makes the user an agent of the merchant (an accepted invitation); a member already stays as they are. */
    async addAgent(merchantId: number, userId: number): Promise<void> {
      await db.insert(merchantMembers).values({ merchantId, userId, role: 'agent' }).onConflictDoNothing();
    },
  };
}
