// Trust (decision 043): the service its routes call, one line per use case.
import type { BuyerReviewInput, SupplierReviewInput } from '@bazaar/contracts/trust-reviews';
import { answerReview } from './answer-review.js';
import { measureTrust } from './measure-trust.js';
import { hideReview, orderReviews, staffReviews, supplierReviews } from './review-queries.js';
import { type Caller, createTrustContext, type TrustDeps } from './trust-context.js';
import { buyerTrust, supplierTrust } from './trust-queries.js';
import { writeReview } from './write-review.js';

export function createTrustService(deps: TrustDeps) {
  const ctx = createTrustContext(deps);
  return {
    orderReviews: (caller: Caller, id: number) => orderReviews(ctx, caller, id),
    reviewSupplier: (caller: Caller, id: number, body: SupplierReviewInput, mode: 'create' | 'edit') =>
      writeReview(ctx, caller, id, { subject: 'supplier', body }, mode),
    reviewBuyer: (caller: Caller, id: number, body: BuyerReviewInput, mode: 'create' | 'edit') =>
      writeReview(ctx, caller, id, { subject: 'buyer', body }, mode),
    answer: (caller: Caller, id: number, subject: 'supplier' | 'buyer', body: unknown) =>
      answerReview(ctx, caller, id, subject, body),
    buyerTrust: (caller: Caller, id: number) => buyerTrust(ctx, caller, id),
    supplierReviews: (merchantId: number, q: { page: number; pageSize: number; productId?: number }) =>
      supplierReviews(ctx, merchantId, q),
    supplierTrust: (merchantId: number) => supplierTrust(ctx, merchantId),
    staffReviews: (q: { page: number; pageSize: number; hidden?: boolean }) => staffReviews(ctx, q),
    hide: (caller: Caller, reviewId: number, body: unknown) => hideReview(ctx, caller, reviewId, body),
    measure: () => measureTrust(deps.db, { now: ctx.now(), minCases: deps.minCases, payDays: deps.payDays }),
  };
}
export type TrustService = ReturnType<typeof createTrustService>;
