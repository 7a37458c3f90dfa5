// Secure payment's part in trade's own transitions (declared with `beforeTransition`, decision 039): a
// cancelled or refused order gives back what was paid, or drops the payable still open; a recorded delivery
// starts the objection window. A staged order refunds by its stages (decision 040).
import type { Database } from '../../db/client.js';
import type { TradeOrder } from '../trade/for-modules.js';
import { refundStagesOnCancel } from './fulfil-stage.js';
import { createSecurePaymentRepo } from './secure-payment.repo.js';
import { DAY_MS, type SecurePaymentContext } from './secure-payment-context.js';
import { settleIn } from './settle.js';

/** Cancel (buyer) or refuse (supplier): whatever is held goes back to the buyer's wallet, all of it. */
export async function refundOnCancel(
  ctx: SecurePaymentContext,
  db: Database,
  order: TradeOrder,
  caller: { userId: number },
  why: string,
) {
  if (await refundStagesOnCancel(ctx, db, order, caller, why)) return;
  const r = createSecurePaymentRepo(db);
  const money = await r.money(order.id, true);
  if (!money) return;
  if (!money.paidAt) {
    // Asked for, not paid: the payable can no longer be paid (a gateway paying it later credits the wallet).
    await ctx.deps.wallet.cancelPayableIn(db, money.payableId);
    return;
  }
  await settleIn(ctx, db, order, { refundRials: money.totalRials, actorUserId: caller.userId, why });
}

/** The supplier recorded delivery: the buyer has OBJECTION_WINDOW_DAYS to confirm or dispute. */
export async function startObjectionWindow(ctx: SecurePaymentContext, db: Database, order: TradeOrder) {
  const r = createSecurePaymentRepo(db);
  const money = await r.money(order.id, true);
  if (!money?.paidAt) return;
  const now = ctx.now();
  await r.updateMoney(order.id, {
    deliveredAt: now,
    releaseDueAt: new Date(now.getTime() + ctx.deps.objectionDays * DAY_MS),
  });
}
