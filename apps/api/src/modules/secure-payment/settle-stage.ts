// The one way a stage's held money leaves the order's holding account (decision 040): `refundRials` back to the
// buyer's wallet, the rest to the supplier less commission, once. The caller holds the order's row lock; the
// order's money row, its stages and its holding account are locked next, in that order (as `settle.ts` does),
// so a confirmation, the release job and a staff decision that meet on one stage move its money once. When the
// last stage is settled, the order is completed (or refunded, when nothing of it was released).
import type { TradeEventAction } from '@bazaar/contracts/trade-states';
import { toPersianDigits } from '@bazaar/fa/digits';
import type { Database } from '../../db/client.js';
import type { Emit } from '../../platform/transaction.js';
import type { TradeOrder } from '../trade/for-modules.js';
import { commissionSplit, heldOfMoney } from './money-rules.js';
import { createSecurePaymentRepo } from './secure-payment.repo.js';
import { planOf, type SecurePaymentContext } from './secure-payment-context.js';
import type { Settled } from './settle.js';
import { stagePlan } from './stage-rules.js';
import { createStagesRepo } from './stages.repo.js';

type Order = Pick<TradeOrder, 'id' | 'merchantId' | 'buyerUserId'>;

export async function settleStageIn(
  ctx: SecurePaymentContext,
  db: Database,
  order: Order,
  n: number,
  how: { refundRials: number; actorUserId: number | null; why: string },
): Promise<Settled & { orderSettled: boolean }> {
  const r = createSecurePaymentRepo(db);
  const money = await r.money(order.id, true);
  const stages = await createStagesRepo(db).stages(order.id, true);
  const stage = stages.find((s) => s.number === n);
  const nothing = { moved: false, refundedRials: 0, releasedRials: 0, commissionRials: 0, orderSettled: false };
  if (!money || !stage?.paidAt || stage.settledAt) return nothing;
  const inHolding = await ctx.deps.wallet.lockHeldIn(db, { tradeRequestId: order.id, merchantId: order.merchantId });
  const held = Math.min(heldOfMoney(stage), inHolding);
  const refund = Math.min(Math.max(0, how.refundRials), held);
  const last = stages.every((s) => s.number === n || s.settledAt);
  const plan = stagePlan(await planOf(ctx, order.merchantId, db), money.commissionRials, last);
  const split = commissionSplit(
    held - refund,
    { goodsRials: stage.amountRials, shippingRials: stage.shippingRials, totalRials: stage.totalRials },
    plan,
  );
  const label = `مرحلهٔ ${toPersianDigits(n)} سفارش شمارهٔ ${toPersianDigits(order.id)}`;
  const held0 = { tradeRequestId: order.id, merchantId: order.merchantId, actorUserId: how.actorUserId };
  await ctx.deps.wallet.refundHeldIn(db, {
    ...held0,
    buyerUserId: order.buyerUserId,
    amountRials: refund,
    description: `بازگشت وجه ${label} (${how.why})`,
  });
  await ctx.deps.wallet.releaseHeldIn(db, {
    ...held0,
    supplierRials: split.supplierRials,
    commissionRials: split.commissionRials,
    description: `تسویهٔ ${label} با تأمین‌کننده (${how.why})`,
  });
  const now = ctx.now();
  const moved = { releasedRials: split.supplierRials, commissionRials: split.commissionRials, refundedRials: refund };
  await createStagesRepo(db).recordSettlement(order.id, n, { ...moved, settledAt: now });
  await r.recordSettlement(order.id, { ...moved, settledAt: last ? now : null });
  return { moved: true, ...moved, orderSettled: last };
}

/** The last stage settled: the order is completed (refunded when none of its money reached the supplier). */
export async function finishStagedOrder(
  ctx: SecurePaymentContext,
  db: Database,
  emit: Emit,
  id: number,
  how: { action: TradeEventAction; actorUserId: number | null; actorParty: 'buyer' | 'system'; note: string },
) {
  const money = await createSecurePaymentRepo(db).money(id);
  const released = (money?.releasedRials ?? 0) + (money?.commissionRials ?? 0);
  await ctx.deps.trade.moveIn(db, emit, id, {
    ...how,
    from: ['paid', 'in_progress', 'shipped', 'delivered', 'disputed'],
    to: released > 0 ? 'completed' : 'refunded',
  });
}
