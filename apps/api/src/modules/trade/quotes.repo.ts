// Quotes on open requests (decision 023).
import { and, asc, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { merchants } from '../../db/schema/merchants.js';
import { tradeQuotes } from '../../db/schema/trade.js';
import type { TradeQuoteRow, TradeQuoteWithName } from './trade-rows.js';

export function createQuotesRepo(db: Database) {
  return {
    async quotes(tradeRequestId: number): Promise<TradeQuoteWithName[]> {
      const rows = await db
        .select({ quote: tradeQuotes, merchantName: merchants.name })
        .from(tradeQuotes)
        .innerJoin(merchants, eq(merchants.id, tradeQuotes.merchantId))
        .where(eq(tradeQuotes.tradeRequestId, tradeRequestId))
        .orderBy(asc(tradeQuotes.id));
      return rows.map((r) => ({ ...r.quote, merchantName: r.merchantName }));
    },
    async quote(id: number): Promise<TradeQuoteWithName | undefined> {
      const [row] = await db
        .select({ quote: tradeQuotes, merchantName: merchants.name })
        .from(tradeQuotes)
        .innerJoin(merchants, eq(merchants.id, tradeQuotes.merchantId))
        .where(eq(tradeQuotes.id, id));
      return row && { ...row.quote, merchantName: row.merchantName };
    },
    async quoteOf(tradeRequestId: number, merchantId: number): Promise<TradeQuoteRow | undefined> {
      const [row] = await db
        .select()
        .from(tradeQuotes)
        .where(and(eq(tradeQuotes.tradeRequestId, tradeRequestId), eq(tradeQuotes.merchantId, merchantId)));
      return row;
    },
    async insertQuote(row: typeof tradeQuotes.$inferInsert): Promise<TradeQuoteRow> {
      const [created] = await db.insert(tradeQuotes).values(row).returning();
      if (!created) throw new Error('quote not created');
      return created;
    },
    async updateQuote(id: number, patch: Partial<typeof tradeQuotes.$inferInsert>): Promise<TradeQuoteRow> {
      const [row] = await db
        .update(tradeQuotes)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(tradeQuotes.id, id))
        .returning();
      if (!row) throw new Error('quote vanished');
      return row;
    },
    /** After an acceptance: every other active quote of the request is not chosen; answers their merchants. */
    async closeOtherQuotes(tradeRequestId: number, acceptedId: number): Promise<number[]> {
      const rows = await db
        .update(tradeQuotes)
        .set({ status: 'not_chosen', updatedAt: new Date() })
        .where(
          and(
            eq(tradeQuotes.tradeRequestId, tradeRequestId),
            ne(tradeQuotes.id, acceptedId),
            eq(tradeQuotes.status, 'active'),
          ),
        )
        .returning({ merchantId: tradeQuotes.merchantId });
      return rows.map((r) => r.merchantId);
    },
  };
}
