// Paying an order the buyer has not published yet (decision 049): the order is published in the paying unit of
// work (trade's quota, the company's hooks, the plan's fee fixed), and the fee rides as a line of the payable.
import type { Database } from '../../db/client.js';
import type { Emit } from '../../platform/transaction.js';
import type { TradeOrder } from '../trade/for-modules.js';
import type { SecurePaymentContext } from './secure-payment-context.js';

type Caller = { userId: number; staff: boolean };

/** The buyer's plan, read before the unit of work when paying will publish the order (`publishedForPayment`). */
export async function planIfPublishing(ctx: SecurePaymentContext, order: TradeOrder) {
  return order.state === 'supplier_confirmed' ? ctx.deps.trade.planForPublishing(order.buyerUserId) : undefined;
}

/**
 * In the paying unit of work: an order the buyer pays straight from «تأییدشده» is published first, so the quota,
 * the company's approval and budgets and the plan's fee hold exactly as for trade's own «انتشار».
 */
export async function publishedForPayment(
  ctx: SecurePaymentContext,
  db: Database,
  emit: Emit,
  order: TradeOrder,
  caller: Caller,
  planned: Awaited<ReturnType<typeof planIfPublishing>>,
): Promise<TradeOrder> {
  if (order.state !== 'supplier_confirmed') return order;
  return ctx.deps.trade.publishIn(db, emit, order.id, caller, planned);
}

/** The payable's subject: the order, its supplier and (when it is a line of it) the publishing fee. */
export const orderSubject = (order: TradeOrder, feeRials: number, stage?: number) => ({
  tradeRequestId: order.id,
  merchantId: order.merchantId,
  ...(stage ? { stage } : {}),
  ...(feeRials > 0 ? { feeRials } : {}),
});
