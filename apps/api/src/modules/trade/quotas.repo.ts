// The monthly allowances of a plan (decision 023): what was counted, and the locks that make the count hold.
import { and, eq, gte, or } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { countOnly } from '../../db/paging.js';
import { users } from '../../db/schema/identity.js';
import { merchants } from '../../db/schema/merchants.js';
import { tradeQuotes, tradeRequests } from '../../db/schema/trade.js';

export function createQuotasRepo(db: Database) {
  return {
    /**
     * Requests the buyer published or opened to quotes since a moment (the plan's monthly allowance counts
     * them; a request opened and later published counts once).
     */
    async publishedSince(buyerUserId: number, since: Date): Promise<number> {
      const [row] = await db
        .select(countOnly)
        .from(tradeRequests)
        .where(
          and(
            eq(tradeRequests.buyerUserId, buyerUserId),
            or(gte(tradeRequests.publishedAt, since), gte(tradeRequests.openedAt, since)),
          ),
        );
      return row?.n ?? 0;
    },
    /**
     * Serialises a monthly quota: concurrent publishes of one buyer (or quotes of one merchant) queue on this
     * row lock until the first commits, so each counts what the others wrote (decision 023). `no key update`
     * leaves rows that only reference the locked one free to be written.
     */
    async lockBuyer(userId: number) {
      await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
    },
    async lockMerchant(merchantId: number) {
      await db.select({ id: merchants.id }).from(merchants).where(eq(merchants.id, merchantId)).for('no key update');
    },
    /** Quotes a merchant sent since a moment (revisions of a quote count once). */
    async quotesSince(merchantId: number, since: Date): Promise<number> {
      const [row] = await db
        .select(countOnly)
        .from(tradeQuotes)
        .where(and(eq(tradeQuotes.merchantId, merchantId), gte(tradeQuotes.createdAt, since)));
      return row?.n ?? 0;
    },
  };
}
