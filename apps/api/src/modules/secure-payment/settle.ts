// The one way held money leaves an order's holding account (decision 039): `refundRials` back to the buyer's
// wallet, the rest to the supplier less commission, in the caller's unit of work, once. The order's money row
// and its holding account are locked first, so a buyer's confirmation, the release job and a staff decision
// that meet on one order move its money once; the second finds it settled and moves nothing.
import { toPersianDigits } from '@bazaar/fa/digits';
import type { Database } from '../../db/client.js';
import type { TradeOrder } from '../trade/for-modules.js';
import { commissionSplit } from './money-rules.js';
import { createSecurePaymentRepo } from './secure-payment.repo.js';
import { planOf, type SecurePaymentContext } from './secure-payment-context.js';

export interface Settled {
  moved: boolean;
  refundedRials: number;
  releasedRials: number;
  commissionRials: number;
}

export async function settleIn(
  ctx: SecurePaymentContext,
  db: Database,
  order: Pick<TradeOrder, 'id' | 'merchantId' | 'buyerUserId'>,
  how: { refundRials: number; actorUserId: number | null; why: string },
): Promise<Settled> {
  const r = createSecurePaymentRepo(db);
  const money = await r.money(order.id, true);
  const nothing = { moved: false, refundedRials: 0, releasedRials: 0, commissionRials: 0 };
  if (!money?.paidAt || money.settledAt) return nothing;
  const held = await ctx.deps.wallet.lockHeldIn(db, { tradeRequestId: order.id, merchantId: order.merchantId });
  const refund = Math.min(Math.max(0, how.refundRials), held);
  const release = held - refund;
  const split = commissionSplit(release, money, await planOf(ctx, order.merchantId, db));
  const number = toPersianDigits(order.id);
  await ctx.deps.wallet.refundHeldIn(db, {
    tradeRequestId: order.id,
    merchantId: order.merchantId,
    buyerUserId: order.buyerUserId,
    amountRials: refund,
    actorUserId: how.actorUserId,
    description: `بازگشت وجه سفارش شمارهٔ ${number} (${how.why})`,
  });
  await ctx.deps.wallet.releaseHeldIn(db, {
    tradeRequestId: order.id,
    merchantId: order.merchantId,
    supplierRials: split.supplierRials,
    commissionRials: split.commissionRials,
    actorUserId: how.actorUserId,
    description: `تسویهٔ سفارش شمارهٔ ${number} با تأمین‌کننده (${how.why})`,
  });
  await r.recordSettlement(order.id, {
    releasedRials: split.supplierRials,
    commissionRials: split.commissionRials,
    refundedRials: refund,
    settledAt: ctx.now(),
  });
  return {
    moved: true,
    refundedRials: refund,
    releasedRials: split.supplierRials,
    commissionRials: split.commissionRials,
  };
}
