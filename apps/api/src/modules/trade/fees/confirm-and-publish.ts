// The buyer accepts the supplier's answer and publishes the order (or gets the fee to pay).
import type { TradeRequest } from '@bazaar/contracts/trade-requests';
import { TRADE_TRANSITIONS } from '@bazaar/contracts/trade-states';
import type { Payable } from '@bazaar/contracts/wallet-membership';
import { toPersianDigits } from '@bazaar/fa/digits';
import { formatMoney } from '@bazaar/fa/money';
import { AppError } from '../../../shared/app-error.js';
import { view } from '../request-view.js';
import { createTradeRepo } from '../trade.repo.js';
import {
  type Caller,
  illegal,
  NOT_FOUND_REQUEST,
  type Seen,
  type TradeContext,
  visible,
  wrongParty,
} from '../trade-context.js';
import { orderOf } from '../trade-order.js';
import { publicationPrice } from './publication-price.js';
import { publishIn } from './publish.js';

/**
 * The buyer accepts the supplier's answer. Free under its plan: published at once. Otherwise the fee is a
 * payable (one per request until paid or dropped: a repeat answers the same one), paid by wallet or gateway.
 */
export async function confirmAndPublish(
  ctx: TradeContext,
  caller: Caller,
  id: number,
): Promise<{ request: TradeRequest; payable: Payable | null }> {
  const { row: before, viewer } = await visible(ctx, caller, id);
  if (viewer !== 'buyer') throw wrongParty('publish');
  const seen: Seen = { viewer: 'buyer', userId: caller.userId, mine: [] };
  // The plan is read before the transaction; the month's count inside it, under the buyer's quota lock, so
  // parallel publishes at the limit cannot all pass (decision 023).
  const planned = await ctx.deps.wallet.planForUser(before.buyerUserId);
  return ctx.deps.uow.run(async (db, emit) => {
    const r = createTradeRepo(db, ctx.deps.access);
    const row = await r.requestForUpdate(id);
    if (!row) throw new AppError('NOT_FOUND', { detail: NOT_FOUND_REQUEST });
    if (!TRADE_TRANSITIONS.publish.from.includes(row.state)) throw illegal(row.state, 'publish');
    await r.lockBuyer(row.buyerUserId);
    const price = await publicationPrice(ctx, row.buyerUserId, r, planned);
    // A request opened to quotes was counted when it opened.
    if (!row.openedAt && !price.canPublish) throw new AppError('TRADE_MONTHLY_LIMIT_REACHED');
    // Hooks of other modules (a company's approval and budget, decision 044) run before anything is published
    // or charged, in this unit of work, after the buyer's lock (the order open-to-quotes takes them in too).
    for (const hook of ctx.hooks.get('publish') ?? []) await hook(db, emit, await orderOf(r, row), caller);
    if (price.feeRials === 0) {
      const moved = await publishIn(ctx, db, emit, row, caller.userId, 'انتشار بدون کارمزد (طرح عضویت)');
      if (!moved) throw illegal(row.state, 'publish');
      return { request: await view(ctx, r, moved, seen), payable: null };
    }
    if (row.feePayableId) {
      const open = await ctx.deps.wallet.payableIn(db, row.feePayableId);
      if (open?.status === 'open') return { request: await view(ctx, r, row, seen), payable: open };
    }
    const payable = await ctx.deps.wallet.createPayableIn(db, {
      userId: row.buyerUserId,
      kind: 'trade_request_fee',
      title: `کارمزد انتشار درخواست خرید شمارهٔ ${toPersianDigits(row.id)} (${formatMoney(price.feeRials, { unit: 'toman' })})`,
      amountRials: price.feeRials,
      subject: { tradeRequestId: row.id },
    });
    await r.update(row.id, { feePayableId: payable.id });
    const updated = { ...row, feePayableId: payable.id };
    return { request: await view(ctx, r, updated, seen), payable };
  });
}
