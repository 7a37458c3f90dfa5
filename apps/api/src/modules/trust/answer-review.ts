// The other side of the order answers a review once, in public (decision 043): the supplier the buyer's review
// of it, the buyer the supplier's review of them. A second answer is refused; the answer is never edited.
import type { Review, ReviewSubject } from '@bazaar/contracts/trust-reviews';
import { reviewAnswerInputSchema } from '@bazaar/contracts/trust-reviews';
import { normalizePersian } from '@bazaar/fa/normalize';
import { AppError } from '../../shared/app-error.js';
import { reviewView } from './review-view.js';
import { createReviewsRepo } from './reviews.repo.js';
import { type Caller, noReview, type TrustContext } from './trust-context.js';

export async function answerReview(
  ctx: TrustContext,
  caller: Caller,
  id: number,
  subject: ReviewSubject,
  raw: unknown,
): Promise<Review> {
  const { viewer } = await ctx.deps.trade.visibleOrder(caller, id);
  // The rated side answers: the supplier answers the review of the supplier, the buyer the review of the buyer.
  if (viewer !== subject)
    throw new AppError('TRADE_WRONG_PARTY', {
      detail: subject === 'supplier' ? 'به این نظر تأمین‌کننده پاسخ می‌دهد.' : 'به این نظر خریدار پاسخ می‌دهد.',
    });
  const { text } = reviewAnswerInputSchema.parse(raw);
  const reviewId = await ctx.deps.uow.run(async (tx, emit) => {
    const repo = createReviewsRepo(tx);
    const review = await repo.sideForUpdate(id, subject);
    if (!review) throw noReview();
    // The answer shows under the review on the supplier's cached public page: expire it with this write.
    const order = await ctx.deps.trade.orderIn(tx, id);
    if (order) await emit('suppliers.merchant.changed', { merchantId: order.merchantId });
    const answered = await repo.answer(review.id, {
      answerText: normalizePersian(text),
      answeredByUserId: caller.userId,
      answeredAt: ctx.now(),
    });
    if (!answered) throw new AppError('TRUST_ALREADY_ANSWERED');
    return review.id;
  });
  const row = await ctx.reviews.byId(reviewId);
  if (!row) throw noReview();
  return reviewView(row, false);
}
