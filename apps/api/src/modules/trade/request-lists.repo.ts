// The lists of requests: the buyer's, a supplier's inbox and the open requests a supplier may quote on.
import { MAX_ORDER_TOTAL_RIALS } from '@bazaar/contracts/trade-orders';
import type { TradeQuoteStatus } from '@bazaar/contracts/trade-quotes';
import { and, desc, eq, gte, inArray, lt, ne, notInArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { countOnly, offsetOf, toPage } from '../../db/paging.js';
import { supplierProducts } from '../../db/schema/catalog.js';
import { categories } from '../../db/schema/categories.js';
import { users } from '../../db/schema/identity.js';
import { merchantCategories, merchants } from '../../db/schema/merchants.js';
import { tradeRequests } from '../../db/schema/trade.js';
import { buyerName } from './requests.repo.js';
import type { ListFilter } from './trade-rows.js';

/**
 * An order's total in a list, summed in numeric, which cannot overflow; null beyond what an order can be (rows
 * stored before the bounds of the contract), as orderTotalRials answers on a request's page, so that one such
 * row never makes a list unreadable. Before, `::bigint` of 10^9 × 10^15 failed the whole list with 400.
 */
const total = sql`round(sum(i.quantity::numeric * i.unit_price_rials))`;
const orderTotal = sql<number | null>`(select case when bool_and(i.unit_price_rials is not null)
  and ${total} <= ${MAX_ORDER_TOTAL_RIALS} then ${total}::bigint end
  from trade_request_items i where i.trade_request_id = ${tradeRequests.id})`;

export function createRequestListsRepo(db: Database) {
  function summaries(where: SQL | undefined, q: ListFilter) {
    const filters = [
      where,
      q.state ? eq(tradeRequests.state, q.state) : undefined,
      q.from ? gte(tradeRequests.createdAt, q.from) : undefined,
      q.to ? lt(tradeRequests.createdAt, q.to) : undefined,
    ].filter(Boolean) as SQL[];
    const condition = and(...filters);
    return toPage(
      db
        .select({
          request: tradeRequests,
          buyerName,
          merchantName: merchants.name,
          firstTitle: sql<string>`(select product_title from trade_request_items i where i.trade_request_id = ${tradeRequests.id} order by i.sort_order, i.id limit 1)`,
          itemCount: sql<number>`(select count(*)::int from trade_request_items i where i.trade_request_id = ${tradeRequests.id})`,
          totalRials: orderTotal,
        })
        .from(tradeRequests)
        .innerJoin(users, eq(users.id, tradeRequests.buyerUserId))
        .innerJoin(merchants, eq(merchants.id, tradeRequests.merchantId))
        .where(condition)
        .orderBy(desc(tradeRequests.createdAt), desc(tradeRequests.id))
        .limit(q.pageSize)
        .offset(offsetOf(q.page, q.pageSize)),
      db.select(countOnly).from(tradeRequests).where(condition),
      q.page,
      q.pageSize,
    );
  }

  return {
    listMine(buyerUserId: number, q: ListFilter) {
      return summaries(eq(tradeRequests.buyerUserId, buyerUserId), q);
    },
    /** A supplier's inbox: drafts are the buyer's own until sent. */
    listForMerchants(merchantIds: number[], q: ListFilter) {
      return summaries(and(inArray(tradeRequests.merchantId, merchantIds), ne(tradeRequests.state, 'draft')), q);
    },
    /**
     * Open requests in the categories the given merchants supply, with each merchant's quote status; never a
     * request of one of `memberIds`, the people who act for those merchants.
     */
    async listOpen(merchantIds: number[], memberIds: number[], q: { page: number; pageSize: number }) {
      const ids = sql.join(
        merchantIds.map((m) => sql`${m}`),
        sql`, `,
      );
      const inCategories = sql`${tradeRequests.categoryId} in (
        select mc.category_id from ${merchantCategories} mc where mc.merchant_id in (${ids})
        union select sp.category_id from ${supplierProducts} sp where sp.merchant_id in (${ids}) and sp.status = 'published')`;
      const notOwn = notInArray(tradeRequests.buyerUserId, memberIds);
      const condition = and(eq(tradeRequests.state, 'open_for_quotes'), inCategories, notOwn);
      return toPage(
        db
          .select({
            request: tradeRequests,
            buyerName,
            categoryName: sql<string>`coalesce((select c.name from ${categories} c where c.id = ${tradeRequests.categoryId}), '')`,
            firstTitle: sql<string>`(select product_title from trade_request_items i where i.trade_request_id = ${tradeRequests.id} order by i.sort_order, i.id limit 1)`,
            itemCount: sql<number>`(select count(*)::int from trade_request_items i where i.trade_request_id = ${tradeRequests.id})`,
            quoteStatus: sql<TradeQuoteStatus | null>`(select q.status from trade_quotes q where q.trade_request_id = ${tradeRequests.id} and q.merchant_id in (${ids}) order by q.id limit 1)`,
          })
          .from(tradeRequests)
          .innerJoin(users, eq(users.id, tradeRequests.buyerUserId))
          .where(condition)
          .orderBy(desc(tradeRequests.openedAt), desc(tradeRequests.id))
          .limit(q.pageSize)
          .offset(offsetOf(q.page, q.pageSize)),
        db.select(countOnly).from(tradeRequests).where(condition),
        q.page,
        q.pageSize,
      );
    },
  };
}
