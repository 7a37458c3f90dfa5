// Reading reviews (decision 043): an order's two reviews for its parties and staff, a supplier's visible reviews
// with their averages (the supplier page, and its product pages «از خریدهای تأییدشده»), staff's list and hiding.
import type { OrderReviews, PublicReviews, Review, ReviewSubject } from '@bazaar/contracts/trust-reviews';
import { BUYER_ASPECTS, hideReviewInputSchema, SUPPLIER_ASPECTS } from '@bazaar/contracts/trust-reviews';
import { normalizePersian } from '@bazaar/fa/normalize';
import { AppError } from '../../shared/app-error.js';
import { reviewView } from './review-view.js';
import type { ReviewRow } from './reviews.repo.js';
import { type Caller, noReview, type TrustContext } from './trust-context.js';
import { createTrustLookupsRepo } from './trust-lookups.repo.js';

const round1 = (n: number | null | undefined) => (n === null || n === undefined ? null : Math.round(n * 10) / 10);

export async function orderReviews(ctx: TrustContext, caller: Caller, id: number): Promise<OrderReviews> {
  const { order, viewer } = await ctx.deps.trade.visibleOrder(caller, id);
  if (viewer !== 'buyer' && viewer !== 'supplier' && viewer !== 'staff')
    throw new AppError('NOT_FOUND', { detail: 'درخواست مورد نظر یافت نشد.' });
  const rows = await ctx.reviews.ofOrder(id);
  const now = ctx.now();
  const bySubject = (subject: ReviewSubject) => rows.find((r) => r.subject === subject);
  // A hidden review reaches only its author (with staff's reason) and staff.
  const shown = (row: ReviewRow | undefined, author: 'buyer' | 'supplier') => {
    if (!row) return null;
    const mine = viewer === author || viewer === 'staff';
    if (row.hiddenAt && !mine) return null;
    return reviewView(row, mine);
  };
  const ofSupplier = shown(bySubject('supplier'), 'buyer');
  const ofBuyer = shown(bySubject('buyer'), 'supplier');
  const own = viewer === 'buyer' ? bySubject('supplier') : viewer === 'supplier' ? bySubject('buyer') : undefined;
  const aboutMe = viewer === 'buyer' ? ofBuyer : viewer === 'supplier' ? ofSupplier : null;
  const party = viewer !== 'staff';
  return {
    ofSupplier,
    ofBuyer,
    mayReview: party && order.state === 'completed' && !own,
    mayEdit: party && !!own && own.editableUntil > now,
    mayAnswer: party && !!aboutMe && !aboutMe.answer,
    viewer,
  };
}

export async function ratingSummary(
  ctx: TrustContext,
  subject: ReviewSubject,
  of: { merchantId?: number; buyerUserId?: number; productId?: number },
) {
  const avg = (await ctx.reviews.averages(subject, of)) as Record<string, number | null> & { count: number };
  const enough = avg.count >= ctx.deps.minCases;
  const aspects = subject === 'supplier' ? SUPPLIER_ASPECTS : BUYER_ASPECTS;
  return {
    count: avg.count,
    overall: enough ? round1(avg.overall) : null,
    aspects: Object.fromEntries(aspects.map((a) => [a, enough ? round1(avg[a]) : null])),
  };
}

export async function supplierReviews(
  ctx: TrustContext,
  merchantId: number,
  q: { page: number; pageSize: number; productId?: number },
): Promise<PublicReviews> {
  if (!(await createTrustLookupsRepo(ctx.deps.db).confirmedMerchant(merchantId)))
    throw new AppError('NOT_FOUND', { detail: 'تأمین‌کنندهٔ مورد نظر یافت نشد.' });
  const of = { merchantId, productId: q.productId };
  const page = await ctx.reviews.visible('supplier', of, q);
  return {
    summary: await ratingSummary(ctx, 'supplier', of),
    ...page,
    items: page.items.map((row) => reviewView(row, false)),
  };
}

/** Suppliers' visible reviews of a buyer, newest first (for a supplier considering the buyer's order). */
export async function buyerReviews(ctx: TrustContext, buyerUserId: number): Promise<Review[]> {
  const page = await ctx.reviews.visible('buyer', { buyerUserId }, { page: 1, pageSize: 10 });
  return page.items.map((row) => reviewView(row, false));
}

export async function staffReviews(ctx: TrustContext, q: { page: number; pageSize: number; hidden?: boolean }) {
  const page = await ctx.reviews.staffList(q);
  return { ...page, items: page.items.map((row) => reviewView(row, true)) };
}

/** Staff hide a review with a reason its author reads; it stops counting in every average and figure. */
export async function hideReview(ctx: TrustContext, caller: Caller, reviewId: number, raw: unknown): Promise<Review> {
  const { reason } = hideReviewInputSchema.parse(raw);
  const hidden = await ctx.reviews.hide(reviewId, {
    hiddenReason: normalizePersian(reason),
    hiddenByUserId: caller.userId,
    hiddenAt: ctx.now(),
  });
  if (!hidden) throw noReview();
  const row = await ctx.reviews.byId(reviewId);
  if (!row) throw noReview();
  return reviewView(row, true);
}
