// An order as other modules see it (secure payment, disputes; decision 039): parties, state, priced total.
import { orderLinesSum } from '@bazaar/contracts/trade-orders';
import type { TradeRepo, TradeRequestRow } from './trade.repo.js';
import type { TradeOrder } from './trade-context.js';

export async function orderOf(r: TradeRepo, row: TradeRequestRow): Promise<TradeOrder> {
  const sum = orderLinesSum(await r.items(row.id));
  return {
    id: row.id,
    state: row.state,
    buyerUserId: row.buyerUserId,
    merchantId: row.merchantId,
    goodsRials: sum === null ? null : Math.round(sum),
    shippingRials: row.shippingRials ?? 0,
    feeRials: row.publicationFeeRials,
  };
}
