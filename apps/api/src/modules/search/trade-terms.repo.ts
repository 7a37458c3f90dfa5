// The trade lexicon's rows (decision 046): proposals, staff's review, and the approved pairs search reads.
import type { Page } from '@bazaar/contracts/paging';
import type { TradeTerm } from '@bazaar/contracts/trade-terms';
import { foldForSearch } from '@bazaar/fa/normalize';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { merchants } from '../../db/schema/merchants.js';
import { tradeTerms } from '../../db/schema/trade-terms.js';

export interface NewTradeTerm {
  term: string;
  means: string;
  kind: TradeTerm['kind'];
  source: string;
  state: TradeTerm['state'];
  merchantId: number | null;
  proposedBy: number | null;
}

const columns = {
  id: tradeTerms.id,
  term: tradeTerms.term,
  means: tradeTerms.means,
  kind: tradeTerms.kind,
  source: tradeTerms.source,
  state: tradeTerms.state,
  rejectionReason: tradeTerms.rejectionReason,
  merchantId: tradeTerms.merchantId,
  merchantName: merchants.name,
  createdAt: tradeTerms.createdAt,
};

interface Row {
  id: number;
  term: string;
  means: string;
  kind: TradeTerm['kind'];
  source: string;
  state: TradeTerm['state'];
  rejectionReason: string | null;
  merchantId: number | null;
  merchantName: string | null;
  createdAt: Date;
}

const toTerm = (r: Row): TradeTerm => ({
  id: r.id,
  term: r.term,
  means: r.means,
  kind: r.kind,
  source: r.source,
  state: r.state,
  rejectionReason: r.rejectionReason,
  merchant: r.merchantId !== null && r.merchantName !== null ? { id: r.merchantId, name: r.merchantName } : null,
  createdAt: r.createdAt.toISOString(),
});

export function createTradeTermsRepo(db: Database) {
  const select = () => db.select(columns).from(tradeTerms).leftJoin(merchants, eq(merchants.id, tradeTerms.merchantId));
  return {
    /** Inserts an entry; null when the same pair (folded) is there already. */
    async insert(entry: NewTradeTerm, reviewer: number | null = null): Promise<number | null> {
      const [row] = await db
        .insert(tradeTerms)
        .values({
          ...entry,
          termKey: foldForSearch(entry.term),
          meansKey: foldForSearch(entry.means),
          reviewedBy: reviewer,
          reviewedAt: reviewer ? new Date() : null,
        })
        .onConflictDoNothing()
        .returning({ id: tradeTerms.id });
      return row?.id ?? null;
    },
    async find(id: number): Promise<TradeTerm | null> {
      const [row] = await select().where(eq(tradeTerms.id, id));
      return row ? toTerm(row) : null;
    },
    async list(state: TradeTerm['state'], page: number, pageSize: number): Promise<Page<TradeTerm>> {
      const rows = await select()
        .where(eq(tradeTerms.state, state))
        .orderBy(desc(tradeTerms.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize);
      const [total] = await db.select({ n: count() }).from(tradeTerms).where(eq(tradeTerms.state, state));
      return { items: rows.map(toTerm), total: total?.n ?? 0, page, pageSize };
    },
    /** Moves a proposal to its review; false when it was no longer waiting. */
    async review(id: number, state: 'approved' | 'rejected', reviewer: number, reason: string | null) {
      const rows = await db
        .update(tradeTerms)
        .set({ state, reviewedBy: reviewer, reviewedAt: sql`now()`, rejectionReason: reason })
        .where(and(eq(tradeTerms.id, id), eq(tradeTerms.state, 'proposed')))
        .returning({ id: tradeTerms.id });
      return rows.length > 0;
    },
    /** Every approved pair: what search, suggestions and the assistant read. */
    async approved(): Promise<{ term: string; means: string }[]> {
      return db
        .select({ term: tradeTerms.term, means: tradeTerms.means })
        .from(tradeTerms)
        .where(eq(tradeTerms.state, 'approved'));
    },
  };
}

export type TradeTermsRepo = ReturnType<typeof createTradeTermsRepo>;
