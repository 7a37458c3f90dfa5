// What publishing a request costs the buyer under their plan, and how many they may still publish this month.
import type { MembershipAndPrice } from '@bazaar/contracts/trade-requests';
import { AppError } from '../../../shared/app-error.js';
import type { TradeRepo } from '../trade.repo.js';
import { type Caller, jalaliMonthStart, type TradeContext, type TradeWallet, visible } from '../trade-context.js';

/** What the buyer's plan allows; `r` a transaction's repository when the count must hold (under lockBuyer). */
export async function publicationPrice(
  ctx: TradeContext,
  buyerUserId: number,
  r: TradeRepo = ctx.repo,
  planned?: Awaited<ReturnType<TradeWallet['planForUser']>>,
): Promise<MembershipAndPrice> {
  const { merchantId, plan } = planned ?? (await ctx.deps.wallet.planForUser(buyerUserId));
  const published = await r.publishedSince(buyerUserId, jalaliMonthStart(ctx.now()));
  const remaining = Math.max(0, plan.requestsPerMonth - published);
  return {
    plan,
    merchantId,
    feeRials: plan.feePerRequestRials,
    requestsPerMonth: plan.requestsPerMonth,
    publishedThisMonth: published,
    remainingThisMonth: remaining,
    canPublish: remaining > 0,
  };
}

export async function membershipAndPrice(ctx: TradeContext, caller: Caller, id: number): Promise<MembershipAndPrice> {
  const { row, viewer } = await visible(ctx, caller, id);
  if (viewer !== 'buyer')
    throw new AppError('TRADE_WRONG_PARTY', { detail: 'هزینهٔ انتشار را فقط خریدار این درخواست می‌بیند.' });
  return publicationPrice(ctx, row.buyerUserId);
}
