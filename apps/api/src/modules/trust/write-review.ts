// A party of a completed order writes, or within 14 days edits, its review of the other side (decision 043). The
// order's row is locked first, so two racing submits of one side meet one at a time and the second is refused;
// the unique constraint and the database's trigger (migration 0037) hold the same rules for any other writer.
import {
  type BuyerReviewInput,
  buyerReviewInputSchema,
  REVIEW_EDIT_DAYS,
  type Review,
  type ReviewSubject,
  type SupplierReviewInput,
  supplierReviewInputSchema,
} from '@bazaar/contracts/trust-reviews';
import { normalizePersian } from '@bazaar/fa/normalize';
import { AppError } from '../../shared/app-error.js';
import { reviewView } from './review-view.js';
import { createReviewsRepo } from './reviews.repo.js';
import { type Caller, DAY_MS, fieldError, noReview, type TrustContext } from './trust-context.js';

const AUTHOR: Record<ReviewSubject, 'buyer' | 'supplier'> = { supplier: 'buyer', buyer: 'supplier' };

/** The caller's side in the order, which must be the author of reviews of `subject`; 404 for non-parties. */
export async function authorOf(ctx: TrustContext, caller: Caller, id: number, subject: ReviewSubject) {
  const { order, viewer } = await ctx.deps.trade.visibleOrder(caller, id);
  if (viewer !== AUTHOR[subject])
    throw new AppError('TRADE_WRONG_PARTY', {
      detail:
        subject === 'supplier'
          ? 'نظر دربارهٔ تأمین‌کننده را خریدار این سفارش ثبت می‌کند.'
          : 'نظر دربارهٔ خریدار را تأمین‌کنندهٔ این سفارش ثبت می‌کند.',
    });
  return order;
}

/** Photos must be the author's own public images (POST /files with public=true): reviews are public. */
async function photosOf(ctx: TrustContext, userId: number, fileIds: string[]) {
  const photos: { fileId: string; fileName: string }[] = [];
  for (const [index, fileId] of fileIds.entries()) {
    const file = await ctx.deps.files.ownedFile(userId, fileId).catch(() => undefined);
    if (!file?.isPublic || !file.mimeType.startsWith('image/'))
      throw new AppError('VALIDATION_FAILED', {
        errors: [
          fieldError(
            `body.fileIds.${index}`,
            'oneOf',
            'این تصویر در تصویرهای عمومی بارگذاری‌شدهٔ شما یافت نشد؛ تصویر نظر را دوباره بارگذاری کنید.',
          ),
        ],
      });
    photos.push({ fileId, fileName: file.fileName });
  }
  return photos;
}

type Input = { subject: 'supplier'; body: SupplierReviewInput } | { subject: 'buyer'; body: BuyerReviewInput };

async function fieldsOf(ctx: TrustContext, caller: Caller, input: Input) {
  if (input.subject === 'supplier') {
    const b = supplierReviewInputSchema.parse(input.body);
    return {
      overall: b.overall,
      quality: b.quality,
      onTime: b.onTime,
      communication: b.communication,
      asDescribed: b.asDescribed,
      text: normalizePersian(b.text),
      photos: await photosOf(ctx, caller.userId, b.fileIds),
    };
  }
  const b = buyerReviewInputSchema.parse(input.body);
  return {
    overall: b.overall,
    paidOnTime: b.paidOnTime,
    clearRequirements: b.clearRequirements,
    text: normalizePersian(b.text),
  };
}

export async function writeReview(
  ctx: TrustContext,
  caller: Caller,
  id: number,
  input: Input,
  mode: 'create' | 'edit',
): Promise<Review> {
  await authorOf(ctx, caller, id, input.subject);
  const fields = await fieldsOf(ctx, caller, input);
  const reviewId = await ctx.deps.uow.run(async (tx, emit) => {
    const order = await ctx.deps.trade.orderIn(tx, id, true);
    if (!order) throw noReview();
    if (order.state !== 'completed') throw new AppError('TRUST_ORDER_NOT_COMPLETED');
    // The supplier's public page shows its reviews from the shared page cache: expire it with this write.
    await emit('suppliers.merchant.changed', { merchantId: order.merchantId });
    const repo = createReviewsRepo(tx);
    const existing = await repo.sideForUpdate(id, input.subject);
    const now = ctx.now();
    if (mode === 'edit') {
      if (!existing) throw noReview();
      if (existing.editableUntil <= now) throw new AppError('TRUST_EDIT_WINDOW_PASSED');
      await repo.update(existing.id, fields);
      return existing.id;
    }
    if (existing) throw new AppError('TRUST_ALREADY_REVIEWED');
    const created = await repo.insert({
      tradeRequestId: id,
      subject: input.subject,
      merchantId: order.merchantId,
      buyerUserId: order.buyerUserId,
      authorUserId: caller.userId,
      editableUntil: new Date(now.getTime() + REVIEW_EDIT_DAYS * DAY_MS),
      createdAt: now,
      updatedAt: now,
      ...fields,
    });
    if (!created) throw new AppError('TRUST_ALREADY_REVIEWED');
    return created;
  });
  const row = await ctx.reviews.byId(reviewId);
  if (!row) throw noReview();
  return reviewView(row, true);
}
