// The few facts trust reads about suppliers and buyers besides its own tables (decision 043).
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema/identity.js';
import { merchants } from '../../db/schema/merchants.js';

export function createTrustLookupsRepo(db: Database) {
  return {
    async confirmedMerchant(id: number) {
      const [row] = await db
        .select({ id: merchants.id, createdAt: merchants.createdAt })
        .from(merchants)
        .where(and(eq(merchants.id, id), eq(merchants.status, 'confirmed')));
      return row;
    },
    async buyer(userId: number) {
      const [row] = await db
        .select({
          firstName: users.firstName,
          lastName: users.lastName,
          createdAt: users.createdAt,
          completedOrders: sql<number>`(select count(*)::int from trade_requests r
            where r.buyer_user_id = ${userId} and r.state = 'completed')`,
        })
        .from(users)
        .where(eq(users.id, userId));
      return row;
    },
  };
}
