// The seeded team tests of merchant agents start from: the demo agent's merchant, owned by the second demo buyer.
import { and, eq } from 'drizzle-orm';
import type { Database } from '../src/db/client.js';
import { merchantMembers } from '../src/db/schema/customers.js';

/** The merchant the user is an agent of in the seed; throws when the seed has none. */
export async function agentMerchantOf(db: Database, userId: number): Promise<number> {
  const [membership] = await db
    .select({ merchantId: merchantMembers.merchantId })
    .from(merchantMembers)
    .where(and(eq(merchantMembers.userId, userId), eq(merchantMembers.role, 'agent')));
  if (!membership) throw new Error('the demo agent is no agent in the seed');
  return membership.merchantId;
}
