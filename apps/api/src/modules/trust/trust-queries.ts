// What the site measured, as the public and suppliers read it (decision 043): a supplier's figures for its page and
// dashboard, and a buyer's for the supplier considering their order. Before the job has measured someone, every
// figure has no value and no cases.
import {
  BUYER_FIGURES,
  type BuyerTrust,
  type Figure,
  SUPPLIER_FIGURES,
  type SupplierTrust,
  TRUST_WINDOW_DAYS,
} from '@bazaar/contracts/trust-figures';
import type { Review } from '@bazaar/contracts/trust-reviews';
import { AppError } from '../../shared/app-error.js';
import { createFiguresRepo } from './figures.repo.js';
import { buyerReviews } from './review-queries.js';
import { buyerDisplayName } from './review-view.js';
import { type Caller, DAY_MS, type TrustContext } from './trust-context.js';
import { createTrustLookupsRepo } from './trust-lookups.repo.js';

const none: Figure = { value: null, cases: 0 };
const pick = <K extends string>(keys: readonly K[], figures: Record<string, Figure> | undefined) =>
  Object.fromEntries(keys.map((k) => [k, figures?.[k] ?? none])) as Record<K, Figure>;

export async function supplierTrust(ctx: TrustContext, merchantId: number): Promise<SupplierTrust> {
  const merchant = await createTrustLookupsRepo(ctx.deps.db).confirmedMerchant(merchantId);
  if (!merchant) throw new AppError('NOT_FOUND', { detail: 'تأمین‌کنندهٔ مورد نظر یافت نشد.' });
  const row = await createFiguresRepo(ctx.deps.db).read('merchant', merchantId);
  const years = Math.floor((ctx.now().getTime() - merchant.createdAt.getTime()) / (365.25 * DAY_MS));
  return {
    merchantId,
    windowDays: TRUST_WINDOW_DAYS,
    minCases: ctx.deps.minCases,
    computedAt: row?.computedAt.toISOString() ?? null,
    figures: pick(SUPPLIER_FIGURES, row?.figures),
    disputeEndings: {
      release_all: row?.detail.release_all ?? 0,
      refund_all: row?.detail.refund_all ?? 0,
      split: row?.detail.split ?? 0,
      open: row?.detail.open ?? 0,
    },
    yearsOnSite: Math.max(0, years),
    joinedAt: merchant.createdAt.toISOString(),
    score: row?.score ?? 0,
  };
}

/** The order's supplier (owner, agent) or staff read what the site knows of its buyer; the buyer does not. */
export async function buyerTrust(
  ctx: TrustContext,
  caller: Caller,
  orderId: number,
): Promise<{ trust: BuyerTrust; reviews: Review[] }> {
  const { order, viewer } = await ctx.deps.trade.visibleOrder(caller, orderId);
  if (viewer !== 'supplier' && viewer !== 'staff')
    throw new AppError('TRADE_WRONG_PARTY', { detail: 'سابقهٔ خریدار را تأمین‌کنندهٔ این سفارش می‌بیند.' });
  const lookups = createTrustLookupsRepo(ctx.deps.db);
  const buyer = await lookups.buyer(order.buyerUserId);
  const row = await createFiguresRepo(ctx.deps.db).read('buyer', order.buyerUserId);
  return {
    trust: {
      buyerName: buyerDisplayName(buyer?.firstName ?? null, buyer?.lastName ?? null),
      windowDays: TRUST_WINDOW_DAYS,
      minCases: ctx.deps.minCases,
      computedAt: row?.computedAt.toISOString() ?? null,
      figures: pick(BUYER_FIGURES, row?.figures),
      completedOrders: buyer?.completedOrders ?? 0,
      memberSince: (buyer?.createdAt ?? new Date(0)).toISOString(),
    },
    reviews: await buyerReviews(ctx, order.buyerUserId),
  };
}
